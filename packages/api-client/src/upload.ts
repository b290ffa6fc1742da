import type { UploadedImage } from '@mall/contracts';
import type { ApiCaller } from './client';

export type { UploadedImage } from '@mall/contracts';

/** What an uploaded image is for; each kind has its own size and type rules on the server. */
export type ImageKind = 'avatar' | 'review' | 'refund' | 'licence' | 'service';

/** Uploads one picture; answers its URL, to be sent in fields such as `pics` or `avatar`. */
export async function uploadImage(api: ApiCaller, file: Blob, kind: ImageKind): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const { url } = await api.post<UploadedImage>(`/api/upload/image?kind=${kind}`, form);
  return url;
}
