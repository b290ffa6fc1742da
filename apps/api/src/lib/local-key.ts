import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The configured key, or the local key file's (created with owner-only access on first use). */
export async function localKey(configured: string | undefined, file: string): Promise<string> {
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

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Whether a header's value is the key, compared in constant time; never with no key set. */
export const isKey = (given: unknown, key: string) =>
  key.length > 0 && typeof given === 'string' && timingSafeEqual(digest(given), digest(key));
