import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export const serverConfig = {
  port: Number(process.env.PORT ?? 3000),
  host: process.env.HOST ?? '127.0.0.1',
  apiUrl: process.env.API_URL ?? 'http://127.0.0.1:3001',
  releasesDir: process.env.RELEASES_DIR ?? path.join(repoRoot, 'releases'),
  /** the key file the API writes when MALL_RELEASE_KEY is not set (signs QA release pins) */
  releaseKeyFile: process.env.RELEASE_KEY_FILE ?? path.join(repoRoot, 'data/release-key'),
  shellAssetsDir: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/client'),
  /** Where the server itself fetches remotes' node builds from (the same files it serves). */
  selfUrl: process.env.SELF_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`,
  /** Budgets of the server's calls to the API: the site data every page shows (chrome), and a page's own data. */
  siteApiTimeoutMs: Number(process.env.SITE_API_TIMEOUT_MS ?? 2000),
  pageApiTimeoutMs: Number(process.env.PAGE_API_TIMEOUT_MS ?? 4000),
  /** Renders at once (they wait on the API and then take the CPU); more wait in line ... */
  renderConcurrency: Number(process.env.RENDER_CONCURRENCY ?? 6),
  /** ... at most this long before the request is shed with the busy page (503). */
  renderQueueWaitMs: Number(process.env.RENDER_QUEUE_WAIT_MS ?? 8000),
  /** Event-loop delay past which every page request is shed at once (@fastify/under-pressure); 0: never. */
  maxEventLoopDelayMs: Number(process.env.MAX_EVENT_LOOP_DELAY_MS ?? 1000),
};
