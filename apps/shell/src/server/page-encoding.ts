/**
 * A shared page is compressed once, when it is rendered, in the encodings browsers ask for; every
 * guest it is served to gets those bytes (a page is ~100 KB of HTML, ~20 KB as gzip). Pages
 * rendered for one request are compressed as they are sent (@fastify/compress in main.ts).
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';

export type PageEncoding = 'br' | 'gzip';
export type EncodedPage = Record<PageEncoding, Buffer>;

const negotiator = new Negotiator<PageEncoding>({ supportedValues: ['br', 'gzip'] });
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export async function encodePage(body: Buffer): Promise<EncodedPage> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 6 }),
  ]);
  return { br, gzip: gz };
}

/** The encoding of the request's Accept-Encoding to send, or null for the page as it is. */
export function chosenEncoding(acceptEncoding: string | undefined): PageEncoding | null {
  return acceptEncoding ? negotiator.negotiate(acceptEncoding) : null;
}
