import type { Db } from '../db/client';
import { merchant, merchantStaff } from '../db/schema';
import { hashPassword } from '../modules/auth/password';

/** One staff account per merchant: account `merchant<mer_id>` (e.g. merchant1), password 'shop1234'. */
export const STAFF_PASSWORD = 'shop1234';
export const staffAccount = (merId: number) => `merchant${merId}`;

export async function insertMerchantStaff(db: Db) {
  const shops = await db.select({ id: merchant.id, mer_name: merchant.mer_name }).from(merchant).orderBy(merchant.id);
  const pwd = await hashPassword(STAFF_PASSWORD);
  const rows = shops.map((m) => ({ mer_id: m.id, account: staffAccount(m.id), pwd, real_name: `${m.mer_name}客服`.slice(0, 32) }));
  const inserted = rows.length
    ? await db.insert(merchantStaff).values(rows).onConflictDoNothing().returning({ id: merchantStaff.id })
    : [];
  return { staff: inserted.length };
}
