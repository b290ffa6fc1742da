/**
 * Merchant settlement applications (商户入驻). Every read and write is the applicant's own.
 * A shop name (also against existing shops) or phone is held by one pending or approved
 * application; the partial unique indexes settle concurrent submissions.
 */
import { and, count, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { IntentionInput } from '@mall/contracts';
import type { Db } from '../../db/client';
import { merchant, merchantCategory, merchantIntention, merchantType } from '../../db/schema';
import { badRequest, notFound } from '../../http/envelope';
import { onPage } from '../../lib/paging';
import { checkPhone, CHINA_AREA_ID } from '../auth/phone';
import { verifySmsCode } from '../auth/sms';
import { isUploadedImage } from '../upload/service';

const NAME_TAKEN = '该商户名称已被使用';
const PHONE_TAKEN = '该手机号已提交过入驻申请';

export const intentionCategories = (db: Db) =>
  db.select({ id: merchantCategory.id, name: merchantCategory.name, name_en: merchantCategory.name_en }).from(merchantCategory).orderBy(merchantCategory.id);

export const intentionTypes = (db: Db) =>
  db.select({ id: merchantType.id, name: merchantType.name, name_en: merchantType.name_en }).from(merchantType).orderBy(merchantType.id);

/** Everything but the SMS code, so a wrong field never uses the code up. */
async function checkInput(db: Db, input: IntentionInput, exceptId: number | null) {
  const number = await checkPhone(db, CHINA_AREA_ID, input.phone);
  const [cate] = await db.select({ id: merchantCategory.id }).from(merchantCategory).where(eq(merchantCategory.id, input.mer_category_id));
  if (!cate) throw badRequest('商户分类不存在');
  const [type] = await db.select({ id: merchantType.id }).from(merchantType).where(eq(merchantType.id, input.mer_type_id));
  if (!type) throw badRequest('店铺类型不存在');
  if (!input.images.every((url) => isUploadedImage(url, 'licence'))) throw badRequest('资质图片无效，请重新上传');
  if (new Set(input.images).size !== input.images.length) throw badRequest('资质图片不能重复');

  const [shop] = await db.select({ id: merchant.id }).from(merchant).where(eq(merchant.mer_name, input.mer_name));
  if (shop) throw badRequest(NAME_TAKEN);
  const others = await db
    .select({ mer_name: merchantIntention.mer_name, phone: merchantIntention.phone })
    .from(merchantIntention)
    .where(
      and(
        inArray(merchantIntention.status, [0, 1]),
        or(eq(merchantIntention.mer_name, input.mer_name), eq(merchantIntention.phone, input.phone)),
        exceptId === null ? undefined : ne(merchantIntention.id, exceptId),
      ),
    );
  if (others.some((o) => o.mer_name === input.mer_name)) throw badRequest(NAME_TAKEN);
  if (others.some((o) => o.phone === input.phone)) throw badRequest(PHONE_TAKEN);

  if (!(await verifySmsCode(db, number, 'intention', input.code))) throw badRequest('验证码错误或已过期');
}

/** A unique index refusing a concurrent twin becomes the same message as the check above. */
async function uniquely<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
    const pg = e.cause ?? e;
    if (pg.code === '23505') throw badRequest(pg.constraint === 'merchant_intention_phone_idx' ? PHONE_TAKEN : NAME_TAKEN);
    throw err;
  }
}

const fields = (input: IntentionInput) => ({
  mer_name: input.mer_name,
  name: input.name,
  phone: input.phone,
  mer_category_id: input.mer_category_id,
  mer_type_id: input.mer_type_id,
  images: input.images,
});

export async function createIntention(db: Db, uid: number, input: IntentionInput) {
  await checkInput(db, input, null);
  const [row] = await uniquely(
    db.insert(merchantIntention).values({ uid, ...fields(input) }).returning({ id: merchantIntention.id }),
  );
  return { mer_intention_id: row.id };
}

/** Edits a pending or rejected application of the user; it goes back to pending. */
export async function updateIntention(db: Db, uid: number, id: number, input: IntentionInput) {
  const [own] = await db
    .select({ status: merchantIntention.status })
    .from(merchantIntention)
    .where(and(eq(merchantIntention.id, id), eq(merchantIntention.uid, uid)));
  if (!own) throw notFound('申请不存在');
  if (own.status === 1) throw badRequest('申请已审核通过，不能修改');
  await checkInput(db, input, id);
  const [row] = await uniquely(
    db
      .update(merchantIntention)
      .set({ ...fields(input), status: 0, fail_msg: '', updated_at: sql`now()` })
      .where(and(eq(merchantIntention.id, id), eq(merchantIntention.uid, uid), inArray(merchantIntention.status, [0, 2])))
      .returning({ id: merchantIntention.id }),
  );
  if (!row) throw badRequest('申请已审核通过，不能修改');
  return { mer_intention_id: row.id };
}

const columns = {
  mer_intention_id: merchantIntention.id,
  mer_name: merchantIntention.mer_name,
  name: merchantIntention.name,
  phone: merchantIntention.phone,
  mer_category_id: merchantIntention.mer_category_id,
  category_name: merchantCategory.name,
  mer_type_id: merchantIntention.mer_type_id,
  type_name: merchantType.name,
  images: merchantIntention.images,
  status: merchantIntention.status,
  fail_msg: merchantIntention.fail_msg,
  create_time: merchantIntention.created_at,
  update_time: merchantIntention.updated_at,
};

const selectIntentions = (db: Db) =>
  db
    .select(columns)
    .from(merchantIntention)
    .innerJoin(merchantCategory, eq(merchantCategory.id, merchantIntention.mer_category_id))
    .innerJoin(merchantType, eq(merchantType.id, merchantIntention.mer_type_id));

export async function listIntentions(db: Db, uid: number, page: number, limit: number) {
  const list = await onPage(
    selectIntentions(db)
      .where(eq(merchantIntention.uid, uid))
      .orderBy(desc(merchantIntention.id))
      .$dynamic(),
    { page, limit },
  );
  const [{ total }] = await db.select({ total: count() }).from(merchantIntention).where(eq(merchantIntention.uid, uid));
  return { count: total, list };
}

export async function intentionDetail(db: Db, uid: number, id: number) {
  const [row] = await selectIntentions(db).where(and(eq(merchantIntention.id, id), eq(merchantIntention.uid, uid)));
  if (!row) throw notFound('申请不存在');
  return row;
}
