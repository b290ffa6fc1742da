// Serves a remote's development build from a folder to a mall on another origin, with a reload
// channel: GET /__reload is a stream of server-sent events, one `built` event per finished build.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const TYPES = { '.js': 'text/javascript; charset=utf-8', '.json': 'application/json', '.map': 'application/json', '.css': 'text/css' };

/** The headers that let the mall's page (any origin: local, or another environment) load these files. */
function crossOrigin(req) {
  return {
    'Access-Control-Allow-Origin': req.headers.origin ?? '*',
    Vary: 'Origin',
    // Chrome's Private Network Access: a page served from elsewhere asks before loading from localhost
    'Access-Control-Allow-Private-Network': 'true',
    'Access-Control-Allow-Headers': '*',
  };
}

/** Starts the server; resolves to { url, built(), close() }. */
export function serveRemote({ dir, port, host = '127.0.0.1' }) {
  const listeners = new Set();
  const server = http.createServer((req, res) => {
    const headers = { ...crossOrigin(req), 'Cache-Control': 'no-store' };
    const { pathname } = new URL(req.url, 'http://localhost');
    if (req.method === 'OPTIONS') return res.writeHead(204, headers).end();
    if (pathname === '/__reload') {
      res.writeHead(200, { ...headers, 'Content-Type': 'text/event-stream' });
      res.write(': connected\n\n');
      listeners.add(res);
      req.on('close', () => listeners.delete(res));
      return;
    }
    let file = '';
    try {
      file = path.join(dir, path.normalize(decodeURIComponent(pathname)).replace(/^([/\\]|\.\.)+/, ''));
    } catch {
      // a malformed escape: no such file
    }
    if (!file.startsWith(dir + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      return res.writeHead(404, headers).end('not found');
    }
    res.writeHead(200, { ...headers, 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () =>
      resolve({
        url: `http://localhost:${server.address().port}`,
        /** tells every open page that a new build is there */
        built() {
          for (const res of listeners) res.write('event: built\ndata: {}\n\n');
        },
        close() {
          for (const res of listeners) res.end();
          return new Promise((done) => server.close(() => done()));
        },
      }),
    );
  });
}
