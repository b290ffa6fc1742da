/** The messages between the API's thread and the thread that runs PGlite (./worker.ts, ./client.ts). */
import type { Results, RowMode } from '@electric-sql/pglite';

export interface PgliteAssets {
  wasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

export interface WorkerOptions extends PgliteAssets {
  dataDir: string;
}

export type Request =
  /** `tx`: inside that open transaction; `keepText`: type oids whose values come back as text */
  | { id: number; op: 'query'; text: string; params: unknown[]; rowMode?: RowMode; keepText: number[]; tx?: number }
  | { id: number; op: 'exec'; text: string }
  /** opens transaction `tx`; answered once BEGIN ran (after any open transaction ended) */
  | { id: number; op: 'begin'; tx: number }
  | { id: number; op: 'commit' | 'rollback'; tx: number }
  | { id: number; op: 'listen' | 'unlisten'; channel: string }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

/** A database error's own fields (code, constraint, detail, query, params…), rebuilt on the other side. */
export interface ErrorFields {
  name: string;
  message: string;
  database: boolean;
  fields: Record<string, unknown>;
}

export type Reply =
  | { id: number; result: Results<unknown> | Results<unknown>[] | ArrayBuffer | null }
  | { id: number; error: ErrorFields }
  | { notify: string; payload: string }
  | { ready: true }
  | { failed: ErrorFields };
