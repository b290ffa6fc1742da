import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. The local implementation writes under the upload folder, which the
 * API serves at /uploads/; an object store (S3, OSS) would implement the same two calls.
 */
export interface FileStorage {
  /** Stores `bytes` under `key` (a relative path of safe segments) and answers its public URL. */
  put(key: string, bytes: Uint8Array): Promise<string>;
}

export function localFileStorage(uploadDir: string): FileStorage {
  return {
    async put(key, bytes) {
      const file = path.join(uploadDir, ...key.split('/'));
      await mkdir(path.dirname(file), { recursive: true });
      // 'wx': a key is never reused, so an existing file means a bug, not an overwrite
      await writeFile(file, bytes, { flag: 'wx' });
      return `/uploads/${key}`;
    },
  };
}
