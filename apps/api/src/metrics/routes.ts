import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { metricSources } from './sources';

/** Latency buckets in seconds: a cached read is a few ms, a checkout tens, a slow search hundreds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Routes nobody matched share one label: raw URLs would make a series per scanned path. */
const UNMATCHED = '(unmatched)';

/**
 * `GET /metrics` (Prometheus text format) of this API process: requests, their latency and
 * server errors per route pattern and method, the process's own figures (memory, CPU, event
 * loop lag) and every registered metric source (sources.ts). It is not under /api, so the
 * shell server, which proxies only /api and /uploads, never exposes it; scrape each worker
 * directly on its internal address.
 */
export function registerMetrics(app: FastifyInstance) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'mall_api_' });
  const labelNames = ['method', 'route', 'status'] as const;
  const latency = new Histogram({
    name: 'mall_api_http_request_duration_seconds',
    help: 'API requests by route pattern, method and status class: latency (the _count rises with each request)',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'mall_api_http_server_errors_total',
    help: 'API answers with HTTP 5xx by route pattern and method',
    labelNames: ['method', 'route'],
    registers: [registry],
  });
  const sourceGauges = new Map<string, Gauge>();

  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? UNMATCHED;
    if (route === '/metrics') return;
    const status = `${Math.floor(reply.statusCode / 100)}xx`;
    latency.observe({ method: req.method, route, status }, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) errors.inc({ method: req.method, route });
  });

  const readSources = async () => {
    for (const [source, collect] of metricSources()) {
      let reading;
      try {
        reading = await collect();
      } catch (err) {
        app.log.warn({ err, source }, 'metric source failed');
        continue;
      }
      for (const [name, figures] of Object.entries(reading)) {
        for (const [figure, value] of Object.entries(figures)) {
          const metric = `mall_${source}_${figure.replace(/[^a-zA-Z0-9_]/g, '_')}`;
          let gauge = sourceGauges.get(metric);
          if (!gauge) {
            gauge = new Gauge({
              name: metric,
              help: `${source}: ${figure}`,
              labelNames: ['name'],
              registers: [registry],
            });
            sourceGauges.set(metric, gauge);
          }
          gauge.set({ name }, value);
        }
      }
    }
  };

  app.get('/metrics', async (_req, reply) => {
    await readSources();
    return reply.type(registry.contentType).send(await registry.metrics());
  });

  // Under node:cluster (npm run start:cluster) the primary asks every worker and serves the sum.
  if (cluster.isWorker) {
    const answer = (message: { type?: string; id?: number } | null) => {
      if (message?.type !== 'mall:metrics') return;
      void readSources()
        .then(() => registry.getMetricsAsJSON())
        .then((metrics) => process.send?.({ type: 'mall:metrics:reply', id: message.id, metrics }));
    };
    process.on('message', answer);
    app.addHook('onClose', async () => void process.off('message', answer));
  }
}
