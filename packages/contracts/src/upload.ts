/** Uploaded pictures (POST /api/upload/image?kind=). */
import { z } from 'zod';

/** The stored picture's URL, to be sent in fields such as `pics` or `avatar`. */
export const uploadedImage = z.object({ url: z.string() });
export type UploadedImage = z.infer<typeof uploadedImage>;
