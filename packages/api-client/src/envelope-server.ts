/**
 * For the client's tests: a local HTTP server that answers API envelopes. `answer(path)` gives
 * `[http status, envelope, extra headers]`, or nothing for the API's 404; each request's headers
 * are kept in `seen`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Answer = readonly [number, unknown, Record<string, string>?];

export interface EnvelopeServer {
  base: string;
  seen: http.IncomingHttpHeaders[];
  close(): void;
}

export async function envelopeServer(answer: (path: string) => Answer | undefined): Promise<EnvelopeServer> {
  const seen: http.IncomingHttpHeaders[] = [];
  const server = http.createServer((req, res) => {
    seen.push(req.headers);
    const [code, body, headers] = answer(req.url ?? '') ?? [404, { status: 404, message: '接口不存在', data: null }];
    res.writeHead(code, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, close: () => server.close() };
}
