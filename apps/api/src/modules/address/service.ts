import type { Address, AddressFields } from '@mall/contracts';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { userAddress, users } from '../../db/schema';
import { badRequest, notFound } from '../../http/envelope';
import { regionChain } from './regions';

export const MAX_ADDRESSES = 50;


export type AddressRow = typeof userAddress.$inferSelect;

export function addressView(a: AddressRow): Address {
  return {
    address_id: a.id,
    real_name: a.real_name,
    phone: a.phone,
    province_id: a.province_id,
    province: a.province,
    city_id: a.city_id,
    city: a.city,
    district_id: a.district_id,
    district: a.district,
    street_id: a.street_id,
    street: a.street,
    detail: a.detail,
    is_default: a.is_default ? 1 : 0,
  };
}
export type AddressView = ReturnType<typeof addressView>;

/** The region names of the ids; refuses ids that do not form a province → street chain. */
function regionFields(input: AddressFields) {
  const chain = regionChain([input.province_id, input.city_id, input.district_id, input.street_id]);
  if (!chain) throw badRequest('请选择正确的所在地区');
  const [p, c, d, s] = chain;
  return { province: p.name, city: c.name, district: d.name, street: s.name };
}

/** Takes the user's row lock: address-book changes of one user run one at a time. */
async function lockUser(tx: Db, uid: number) {
  await tx.execute(sql`select 1 from ${users} where ${users.uid} = ${uid} for update`);
}

async function clearDefault(tx: Db, uid: number, except = 0) {
  await tx
    .update(userAddress)
    .set({ is_default: false })
    .where(and(eq(userAddress.uid, uid), eq(userAddress.is_default, true), ne(userAddress.id, except)));
}

/** Creates (addressId 0) or updates an address; the first one, or one marked default, becomes the default. */
export async function saveAddress(db: Db, uid: number, addressId: number, input: AddressFields): Promise<number> {
  const fields = {
    real_name: input.real_name,
    phone: input.phone,
    province_id: input.province_id,
    city_id: input.city_id,
    district_id: input.district_id,
    street_id: input.street_id,
    detail: input.detail,
    ...regionFields(input),
  };
  return db.transaction(async (tx) => {
    await lockUser(tx, uid);
    if (addressId) {
      const [row] = await tx
        .select({ is_default: userAddress.is_default })
        .from(userAddress)
        .where(and(eq(userAddress.id, addressId), eq(userAddress.uid, uid)));
      if (!row) throw notFound('地址不存在');
      if (input.is_default) await clearDefault(tx, uid, addressId);
      await tx
        .update(userAddress)
        .set({ ...fields, is_default: row.is_default || input.is_default === 1, updated_at: sql`now()` })
        .where(eq(userAddress.id, addressId));
      return addressId;
    }
    const count = await tx.$count(userAddress, eq(userAddress.uid, uid));
    if (count >= MAX_ADDRESSES) throw badRequest(`最多可添加${MAX_ADDRESSES}个收货地址`);
    const isDefault = count === 0 || input.is_default === 1;
    if (isDefault) await clearDefault(tx, uid);
    const [row] = await tx
      .insert(userAddress)
      .values({ uid, ...fields, is_default: isDefault })
      .returning({ id: userAddress.id });
    return row.id;
  });
}

export async function listAddresses(db: Db, uid: number): Promise<AddressView[]> {
  const rows = await db
    .select()
    .from(userAddress)
    .where(eq(userAddress.uid, uid))
    .orderBy(desc(userAddress.is_default), desc(userAddress.id));
  return rows.map(addressView);
}

const addressOfUser = (db: Db) =>
  prepared(db, 'address_of_user', (d) =>
    d
      .select()
      .from(userAddress)
      .where(and(eq(userAddress.id, sql.placeholder('id')), eq(userAddress.uid, sql.placeholder('uid'))))
      .prepare('address_of_user'),
  );

const defaultAddressOfUser = (db: Db) =>
  prepared(db, 'default_address_of_user', (d) =>
    d
      .select()
      .from(userAddress)
      .where(and(eq(userAddress.uid, sql.placeholder('uid')), eq(userAddress.is_default, true)))
      .prepare('default_address_of_user'),
  );

export async function findAddress(db: Db, uid: number, id: number): Promise<AddressRow | null> {
  const [row] = await addressOfUser(db).execute({ id, uid });
  return row ?? null;
}

export async function defaultAddress(db: Db, uid: number): Promise<AddressRow | null> {
  const [row] = await defaultAddressOfUser(db).execute({ uid });
  return row ?? null;
}

export async function setDefaultAddress(db: Db, uid: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUser(tx, uid);
    if (!(await findAddress(tx, uid, id))) throw notFound('地址不存在');
    await clearDefault(tx, uid, id);
    await tx.update(userAddress).set({ is_default: true }).where(eq(userAddress.id, id));
  });
}

/** Deletes an address; when it was the default, the newest remaining one becomes the default. */
export async function deleteAddress(db: Db, uid: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUser(tx, uid);
    const [gone] = await tx
      .delete(userAddress)
      .where(and(eq(userAddress.id, id), eq(userAddress.uid, uid)))
      .returning({ is_default: userAddress.is_default });
    if (!gone) throw notFound('地址不存在');
    if (!gone.is_default) return;
    const [next] = await tx
      .select({ id: userAddress.id })
      .from(userAddress)
      .where(eq(userAddress.uid, uid))
      .orderBy(desc(userAddress.id))
      .limit(1);
    if (next) await tx.update(userAddress).set({ is_default: true }).where(eq(userAddress.id, next.id));
  });
}
