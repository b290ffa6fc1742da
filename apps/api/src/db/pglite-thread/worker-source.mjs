// The database thread of a process started from the TypeScript sources (tsx, vitest): a worker
// thread does not inherit its parent's TypeScript loader, so it loads ./worker.ts through tsx.
// The bundled API starts dist/pglite-worker.js instead.
import { tsImport } from 'tsx/esm/api';

await tsImport('./worker.ts', import.meta.url);
