/**
 * The operators' CLI (`pnpm mall ...`): a client of the running API, which alone opens the
 * database. Merchant commands sign in as that merchant's staff; jobs, credit and backup need the
 * operators' key; restore works on a stopped mall's data folder. The answers' types are
 * @mall/contracts'.
 */
import { createWriteStream } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import type {
  MerchantOrder,
  MerchantOrderRef,
  OperatorCredited,
  OrderDelivery,
  PageOf,
  RefundDetail,
} from '@mall/contracts';
import { loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { NotABackupError, restoreDataDir } from '../db/restore';
import { apiBase, apiClient, CliError, operatorKey, staffLogin } from './api-client';
import { runServiceDesk } from './service-desk';

const LOGIN = '--account merchant<mer_id> --password <password>';
export const USAGE = `usage: pnpm mall merchant orders <mer_id> [--status -2|0|1|2|3|-1] [--password <password>]
       pnpm mall merchant ship <order_sn> --courier <code, e.g. SF> --no <tracking number> ${LOGIN}
       pnpm mall merchant refunds <mer_id> [--status 0|1|2|3|-1|-2] [--password <password>]
       pnpm mall merchant refund agree|refuse|receive <refund_id> [--reason <text>] ${LOGIN}
       pnpm mall service list|history|reply|watch ${LOGIN}
       pnpm mall jobs                    (operators' key: --key, MALL_OPERATOR_KEY or data/operator-key)
       pnpm mall credit <phone> <yuan>   (operators' key)
       pnpm mall backup <file.tar.gz>    (operators' key; while the API runs)
       pnpm mall restore <file.tar.gz>   (the API stopped)
       options: --api <url> (default API_URL, else http://127.0.0.1:$API_PORT or 3001); the password may come from MALL_STAFF_PASSWORD`;

/** A file named on the command line: `pnpm mall` runs in apps/api, pnpm keeps the caller's folder in INIT_CWD. */
const userFile = (name: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), name);

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

class Usage extends Error {}

/** Runs one command; answers the exit code. Lines go to `out`, errors to `err`. */
export async function runMall(
  argv: string[],
  out: (line: string) => void = console.log,
  err: (line: string) => void = console.error,
): Promise<number> {
  const args = argv.filter((a) => a !== '--');
  if (args[0] === 'service') return runServiceDesk(args.slice(1), out, err);
  try {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        account: { type: 'string' },
        password: { type: 'string' },
        api: { type: 'string' },
        key: { type: 'string' },
        courier: { type: 'string' },
        no: { type: 'string' },
        reason: { type: 'string' },
        status: { type: 'string' },
      },
    });
    const [area, command, ...rest] = positionals;
    const client = apiClient(apiBase(values.api));
    const asOperator = () => {
      client.headers['X-Operator-Key'] = operatorKey(values.key);
    };
    /** merchant commands: --account, else merchant<mer_id> when the command names the merchant */
    const asStaff = async (merId?: number) => {
      const account = values.account ?? (merId ? `merchant${merId}` : undefined);
      const password = values.password ?? process.env.MALL_STAFF_PASSWORD;
      if (!account || !password) throw new Usage();
      await staffLogin(client, account, password);
    };
    const int = (v: string | undefined) => (v !== undefined && /^-?\d+$/.test(v) ? Number(v) : NaN);
    const statusQuery = values.status === undefined ? '' : `&status=${encodeURIComponent(values.status)}`;

    if (area === 'jobs') {
      asOperator();
      out(JSON.stringify(await client.call('/api/operator/jobs', {})));
      return 0;
    }
    if (area === 'credit') {
      const [phone, amount] = [command, rest[0]];
      if (!phone || !amount) throw new Usage();
      asOperator();
      const { fen, balance } = await client.call<OperatorCredited>('/api/operator/credit', {
        phone,
        yuan: amount,
      });
      out(`credited ${yuan(fen)} to ${phone}; balance ${yuan(balance)}`);
      return 0;
    }
    if (area === 'backup') {
      if (!command) throw new Usage();
      asOperator();
      const file = userFile(command);
      await download(client, '/api/operator/backup', file);
      out(`backup written to ${file}`);
      return 0;
    }
    if (area === 'restore') {
      if (!command) throw new Usage();
      const config = loadConfig();
      if (config.DATABASE_URL) throw new CliError('DATABASE_URL 为 PostgreSQL 服务器：请用 pg_restore/psql 恢复');
      const file = userFile(command);
      const kept = await restoreDataDir(config.DATA_DIR, await readFile(file));
      out(`restored ${file} into ${config.DATA_DIR}${kept ? `; the previous folder is kept as ${kept}` : ''}`);
      return 0;
    }
    if (area !== 'merchant') throw new Usage();
    if (command === 'orders' || command === 'refunds') {
      const merId = int(rest[0]);
      if (!(merId > 0)) throw new Usage();
      await asStaff(merId);
      if (command === 'orders') {
        const { list, count } = await client.call<PageOf<MerchantOrder>>(`/api/merchant/orders?limit=50${statusQuery}`);
        out(`${count} orders`);
        for (const o of list) {
          out(`${o.order_id}\t${o.order_sn}\tstatus ${o.status}\t${yuan(o.pay_price)}\t${o.delivery_name} ${o.delivery_id}`.trim());
        }
      } else {
        const { list, count } = await client.call<PageOf<RefundDetail>>(`/api/merchant/refunds?limit=50${statusQuery}`);
        out(`${count} refunds`);
        for (const r of list) {
          out(`${r.refund_order_id}\t${r.order_sn}\t${r.status_text}\t${r.refund_type === 1 ? '仅退款' : '退货退款'}\t${yuan(r.refund_price)}`);
        }
      }
      return 0;
    }
    if (command === 'ship') {
      const sn = rest[0];
      if (!sn || !values.courier || !values.no) throw new Usage();
      await asStaff();
      const { order_id } = await client.call<MerchantOrderRef>(`/api/merchant/order_sn/${encodeURIComponent(sn)}`);
      const d = await client.call<OrderDelivery>(`/api/merchant/order/${order_id}/ship`, {
        delivery_type: 'express',
        delivery_name: values.courier,
        delivery_id: values.no,
      });
      out(`shipped ${sn}: ${d.delivery_name} ${d.delivery_id}`);
      return 0;
    }
    if (command === 'refund') {
      const [action, idText] = rest;
      const id = int(idText);
      if (!(id > 0) || !['agree', 'refuse', 'receive'].includes(action)) throw new Usage();
      const reason = values.reason?.trim();
      if (action === 'refuse' && !reason) throw new CliError('请输入拒绝原因');
      await asStaff();
      const after = await client.call<RefundDetail>(`/api/merchant/refund/${id}/${action}`, action === 'refuse' ? { reason } : {});
      out(`refund ${id}: status ${after.status}`);
      return 0;
    }
    throw new Usage();
  } catch (e) {
    if (e instanceof Usage || (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      err(USAGE);
      return 2;
    }
    if (e instanceof CliError || e instanceof DataDirLockedError || e instanceof NotABackupError) {
      err(e.message);
      return 1;
    }
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') {
      err((e as Error).message);
      return 1;
    }
    throw e;
  }
}

/** Streams a download into a file; a refusal (JSON envelope) becomes the CLI's error. */
async function download(client: ReturnType<typeof apiClient>, path: string, file: string) {
  const res = await client.fetch(path);
  if (!res.ok || !res.headers.get('content-type')?.startsWith('application/gzip') || !res.body) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new CliError(body?.message ?? `backup failed: HTTP ${res.status}`);
  }
  try {
    await pipeline(Readable.fromWeb(res.body as ReadableStream), createWriteStream(file));
  } catch (e) {
    await rm(file, { force: true });
    throw e;
  }
}
