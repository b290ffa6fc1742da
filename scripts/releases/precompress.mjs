// A release's browser files are written once and never change, so they are compressed once, at the
// highest levels, beside each file: `x.js.br` (brotli 11) and `x.js.gz` (gzip 9). The shell serves
// them to browsers that ask (@fastify/static's preCompressed) instead of compressing per request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|json|svg|html|txt)$/;
/** below this a compressed copy saves too little to be worth a file */
const MIN_BYTES = 1024;

export function precompressDir(dir) {
  const walk = (d) => {
    for (const name of fs.readdirSync(d)) {
      const file = path.join(d, name);
      if (fs.statSync(file).isDirectory()) walk(file);
      else if (COMPRESSIBLE.test(name)) precompressFile(file);
    }
  };
  walk(dir);
}

function precompressFile(file) {
  const body = fs.readFileSync(file);
  if (body.length < MIN_BYTES) return;
  const br = zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
}
