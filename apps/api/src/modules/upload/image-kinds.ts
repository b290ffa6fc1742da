/** What each kind of uploaded image may be: types are judged from the bytes, never the name. */
export const IMAGE_KINDS = {
  avatar: { maxBytes: 2 * 1024 * 1024, types: ['jpg', 'png', 'webp'] },
  review: { maxBytes: 5 * 1024 * 1024, types: ['jpg', 'png'] },
  refund: { maxBytes: 5 * 1024 * 1024, types: ['jpg', 'png'] },
  licence: { maxBytes: 5 * 1024 * 1024, types: ['jpg', 'png'] },
  /** pictures sent in a customer service chat */
  service: { maxBytes: 5 * 1024 * 1024, types: ['jpg', 'png', 'webp'] },
} as const;

export type ImageKind = keyof typeof IMAGE_KINDS;
export type ImageType = 'jpg' | 'png' | 'webp';

export const isImageKind = (v: unknown): v is ImageKind => typeof v === 'string' && Object.hasOwn(IMAGE_KINDS, v);

/** The largest file any kind accepts: the multipart parser's own limit. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(IMAGE_KINDS).map((k) => k.maxBytes));

const typeNames = (types: readonly string[]) => types.map((t) => t.toUpperCase()).join('、');
const megabytes = (bytes: number) => `${bytes / 1024 / 1024}MB`;

export const wrongTypeMessage = (kind: ImageKind) => `请上传${typeNames(IMAGE_KINDS[kind].types)}格式的图片`;
export const tooLargeMessage = (kind: ImageKind) => `图片大小不能超过${megabytes(IMAGE_KINDS[kind].maxBytes)}`;
