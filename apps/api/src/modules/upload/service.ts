import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { badRequest } from '../../http/envelope';
import { IMAGE_KINDS, tooLargeMessage, wrongTypeMessage, type ImageKind, type ImageType } from './image-kinds';
import type { FileStorage } from './storage';

const EXTENSION: Record<string, ImageType> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** The image type the bytes really are, or null. */
export async function sniffImageType(bytes: Uint8Array): Promise<ImageType | null> {
  const found = await fileTypeFromBuffer(bytes);
  return (found && EXTENSION[found.mime]) ?? null;
}

const month = (now: Date) => `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;

/**
 * Checks an uploaded image (size, type from its bytes) and stores it under a random name:
 * `u/<kind>/<yyyymm>/<32 hex>.<ext>`. Answers the public URL.
 */
export async function storeImage(storage: FileStorage, kind: ImageKind, bytes: Uint8Array, now = new Date()) {
  const rule = IMAGE_KINDS[kind];
  if (bytes.byteLength === 0) throw badRequest('请选择要上传的图片');
  if (bytes.byteLength > rule.maxBytes) throw badRequest(tooLargeMessage(kind));
  const type = await sniffImageType(bytes);
  if (!type || !(rule.types as readonly string[]).includes(type)) throw badRequest(wrongTypeMessage(kind));
  const key = `u/${kind}/${month(now)}/${randomBytes(16).toString('hex')}.${type}`;
  return storage.put(key, bytes);
}

/** Whether `url` names an image stored by `storeImage` for that kind (for fields such as pics, avatar). */
export function isUploadedImage(url: unknown, kind: ImageKind): url is string {
  if (typeof url !== 'string') return false;
  const match = /^\/uploads\/u\/([a-z]+)\/\d{6}\/[0-9a-f]{32}\.(jpg|png|webp)$/.exec(url);
  return match !== null && match[1] === kind && (IMAGE_KINDS[kind].types as readonly string[]).includes(match[2]);
}
