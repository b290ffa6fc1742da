import cluster from 'node:cluster';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'mall_shell_' });

const requests = new Histogram({
  name: 'mall_shell_http_request_duration_seconds',
  help: 'Shell server requests by kind (page, api proxy, uploads, remotes, assets, …) and status class: latency (the _count rises with each request)',
  labelNames: ['kind', 'method', 'status'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

const ssrRenders = new Histogram({
  name: 'mall_shell_ssr_render_seconds',
  help: "Server renders of a remote's page: time per remote and version, and whether it rendered or failed",
  labelNames: ['remote', 'version', 'outcome'],
  buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

/** Records one server render of `remote` at `version` that took `seconds`. */
export function observeSsrRender(remote: string, version: string, seconds: number, outcome: 'ok' | 'error') {
  ssrRenders.observe({ remote, version, outcome }, seconds);
}

/** A route pattern as one of a few kinds: raw URLs would make a series per page. */
function kindOf(req: FastifyRequest): string {
  const route = req.routeOptions.url;
  if (!route) return 'unmatched';
  if (route === '/*') return 'page';
  const first = /^\/([^/*]+)/.exec(route)?.[1] ?? route;
  return first.replace(/\W/g, '_');
}

const fromLoopback = (req: FastifyRequest) =>
  !req.headers['x-forwarded-for'] && /^(127\.|::1$|::ffff:127\.)/.test(req.socket.remoteAddress ?? '');

/**
 * Times every request, and serves the Prometheus text of this process. The shell's port is the
 * public one, so metrics are not served there to the world: with `METRICS_PORT` set, on a listener
 * of their own (scraped inside the cluster, never routed from outside); without it, at `/metrics`
 * on the main port to clients on this machine only (anyone else, or anything through a proxy, 404).
 */
export async function registerShellMetrics(app: FastifyInstance): Promise<void> {
  const metricsPort = Number(process.env.METRICS_PORT) || 0;
  // Under node:cluster (npm run start:cluster) the primary asks every worker and serves the sum.
  if (cluster.isWorker) {
    const answer = (message: { type?: string; id?: number } | null) => {
      if (message?.type !== 'mall:metrics') return;
      void registry
        .getMetricsAsJSON()
        .then((metrics) => process.send?.({ type: 'mall:metrics:reply', id: message.id, metrics }));
    };
    process.on('message', answer);
    app.addHook('onClose', async () => void process.off('message', answer));
  }
  app.addHook('onResponse', async (req, reply) => {
    const status = `${Math.floor(reply.statusCode / 100)}xx`;
    requests.observe({ kind: kindOf(req), method: req.method, status }, reply.elapsedTime / 1000);
  });
  if (!metricsPort) {
    app.get('/metrics', async (req, reply) => {
      if (!fromLoopback(req)) return reply.code(404).type('text/plain').send('Not Found');
      return reply.type(registry.contentType).send(await registry.metrics());
    });
    return;
  }
  const server: Server = createServer((req, res) => {
    if (req.url !== '/metrics') return res.writeHead(404).end();
    registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(metricsPort, resolve));
  app.addHook('onClose', (_app, done) => server.close(() => done()));
}
