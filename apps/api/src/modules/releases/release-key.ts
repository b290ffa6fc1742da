import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The configured key, or the local key file's (created with owner-only access on first use). */
export async function releaseKey(configured: string | undefined, file: string): Promise<string> {
  if (configured) return configured;
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 16) return existing;
  } catch {
    // no key yet
  }
  const key = randomBytes(24).toString('base64url');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${key}\n`, { mode: 0o600 });
  return key;
}
