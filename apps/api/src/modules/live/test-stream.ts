/**
 * The demo HLS stream: a 12-second test pattern with a tone (four 3-second segments), made once
 * with ffmpeg and kept in `apps/api/assets/live/test-pattern/` (see the API README). It is
 * published into file storage under a key made of its content hash, so a changed stream gets a
 * new URL and the old one stays cacheable forever.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FileStorage } from '../upload/storage';

const ASSET_DIR = fileURLToPath(new URL('../../../assets/live/test-pattern/', import.meta.url));
const PLAYLIST = 'index.m3u8';

async function assetFiles() {
  const names = (await readdir(ASSET_DIR)).filter((n) => n === PLAYLIST || n.endsWith('.ts')).sort();
  return Promise.all(names.map(async (name) => ({ name, bytes: await readFile(path.join(ASSET_DIR, name)) })));
}

async function streamKey(files: { name: string; bytes: Buffer }[]) {
  const hash = createHash('sha256');
  for (const f of files) hash.update(f.name).update(f.bytes);
  return `live/test-pattern-${hash.digest('hex').slice(0, 12)}`;
}

/** The playlist's public URL once published. */
export async function testStreamUrl(): Promise<string> {
  return `/uploads/${await streamKey(await assetFiles())}/${PLAYLIST}`;
}

/** Copies the playlist and its segments into storage (files already there are the same bytes). */
export async function publishTestStream(storage: FileStorage): Promise<string> {
  const files = await assetFiles();
  const key = await streamKey(files);
  for (const f of files) {
    await storage.put(`${key}/${f.name}`, f.bytes).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'EEXIST') throw err;
    });
  }
  return `/uploads/${key}/${PLAYLIST}`;
}
