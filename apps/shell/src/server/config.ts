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
};
