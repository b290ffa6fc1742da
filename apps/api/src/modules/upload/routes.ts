import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { badRequest, ok } from '../../http/envelope';
import { currentUser } from '../auth/token';
import { isImageKind, MAX_UPLOAD_BYTES, tooLargeMessage } from './image-kinds';
import { storeImage } from './service';
import type { FileStorage } from './storage';

/** `POST /api/upload/image?kind=avatar|review|refund|licence|service`, multipart field `file`. */
export const uploadRoutes: FastifyPluginAsync<{ db: Db; storage: FileStorage }> = async (app, { db, storage }) => {
  // one part, a little over the largest limit so that "too large" is reported by our own check
  await app.register(multipart, { limits: { files: 1, fields: 2, fileSize: MAX_UPLOAD_BYTES + 1 } });

  app.post('/api/upload/image', async (req) => {
    await currentUser(db, req);
    const kind = (req.query as Record<string, unknown>).kind;
    if (!isImageKind(kind)) throw badRequest('请选择正确的图片用途');
    if (!req.isMultipart()) throw badRequest('请选择要上传的图片');
    const part = await req.file();
    if (!part || part.fieldname !== 'file') throw badRequest('请选择要上传的图片');
    const bytes = await part.toBuffer().catch((err: { code?: string }) => {
      if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(tooLargeMessage(kind));
      throw err;
    });
    return ok({ url: await storeImage(storage, kind, bytes) });
  });
};
