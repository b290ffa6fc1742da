import type { Db } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../modules/auth/password';
import { CHINA_AREA_ID } from '../modules/auth/phone';

/** Demo accounts for trying the storefront: log in with the phone and password 'mall1234'. */
export const demoUsers = [
  { phone: '13800138000', nickname: '张小明', is_open_member: true, is_money_level: 1, now_money: 100_000, integral: 1200 },
  { phone: '13900139000', nickname: '李华', is_open_member: false, is_money_level: 0, now_money: 0, integral: 0 },
];
export const DEMO_PASSWORD = 'mall1234';

export async function insertDemoUsers(db: Db) {
  const rows = [];
  for (const u of demoUsers) {
    rows.push({ ...u, area_id: CHINA_AREA_ID, account: u.phone, pwd: await hashPassword(DEMO_PASSWORD) });
  }
  const inserted = await db.insert(users).values(rows).onConflictDoNothing().returning({ uid: users.uid });
  return { users: inserted.length };
}
