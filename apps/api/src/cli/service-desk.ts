/**
 * The service staff's CLI (`pnpm mall service ...`): a client of the running API, signed in as
 * a staff member, so that replies reach the shopper's open page live through the API's socket.
 *   list                          the merchant's conversations, unread first in each line
 *   history <conversation_id>     the last messages (and marks the shopper's as read)
 *   reply <conversation_id> <text>
 *   watch                         prints new messages as they arrive, until Ctrl+C
 * Options: --account merchant<mer_id> --password <pwd> (or MALL_STAFF_PASSWORD) --api <url>.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { WebSocket } from 'ws';
import type { ServiceHistory, ServiceInbox, ServiceMessageEvent, ServiceSent } from '@mall/contracts';
import { apiBase, apiClient, CliError, staffLogin } from './api-client';

export const SERVICE_USAGE = `usage: pnpm mall service list|history <conversation_id>|reply <conversation_id> <text>|watch
       --account merchant<mer_id> --password <password> [--api http://127.0.0.1:3001]`;

/** One line of a message's content, whatever its type. */
export function describe(type: string, content: unknown): string {
  const c = (content ?? {}) as Record<string, unknown>;
  if (type === 'text') return String(c.text);
  if (type === 'emoji') return String(c.emoji);
  if (type === 'image') return `[图片] ${c.url}`;
  if (type === 'goods') return `[商品] ${c.store_name} ¥${(Number(c.price) / 100).toFixed(2)}`;
  if (type === 'order') return `[订单] ${c.order_sn} ¥${(Number(c.pay_price) / 100).toFixed(2)} ${c.status_text}`;
  return `[${type}]`;
}

const shanghai = (iso: string) => new Date(iso).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false });

/** Runs one command; answers the exit code. */
export async function runServiceDesk(
  argv: string[],
  out: (line: string) => void = console.log,
  err: (line: string) => void = console.error,
  stop: Promise<void> = new Promise((resolve) => process.once('SIGINT', () => resolve())),
): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv.filter((a) => a !== '--'),
    allowPositionals: true,
    options: { account: { type: 'string' }, password: { type: 'string' }, api: { type: 'string' } },
  });
  const [command, ...rest] = positionals;
  const client = apiClient(apiBase(values.api));
  const call = <T>(path: string, body?: unknown) => client.call<T>(path, body);
  const password = values.password ?? process.env.MALL_STAFF_PASSWORD;
  if (!command || !values.account || !password) {
    err(SERVICE_USAGE);
    return 2;
  }
  try {
    await staffLogin(client, values.account, password);
    const conversation = Number(rest[0]);
    if (command === 'list') {
      const { list, count } = await call<ServiceInbox>('/api/merchant/service/conversations?limit=50');
      out(`${count} conversations`);
      for (const c of list) {
        const last = c.last ? describe(c.last.type, c.last.content) : '';
        out(`${c.id}\t${c.mer_id === 0 ? '平台' : `店铺${c.mer_id}`}\t${c.nickname}\t未读 ${c.unread}\t${last}`);
      }
      return 0;
    }
    if (command === 'history' && conversation > 0) {
      const { list } = await call<ServiceHistory>(
        `/api/merchant/service/conversation/${conversation}/history?limit=50`,
      );
      for (const m of list) {
        const who = m.sender === 'user' ? '顾客' : '客服';
        out(
          `${shanghai(m.created_at)}\t${who}\t${describe(m.type, m.content)}${m.sender === 'staff' ? (m.read ? '\t已读' : '\t未读') : ''}`,
        );
      }
      await call(`/api/merchant/service/conversation/${conversation}/read`, {});
      return 0;
    }
    if (command === 'reply' && conversation > 0 && rest.length > 1) {
      const text = rest.slice(1).join(' ');
      const client_msg_id = `cli-${randomBytes(8).toString('hex')}`;
      const sent = await call<ServiceSent>(`/api/merchant/service/conversation/${conversation}/send`, {
        type: 'text',
        content: { text },
        client_msg_id,
      });
      out(`sent ${sent.message.id}`);
      return 0;
    }
    if (command === 'watch') {
      const ws = new WebSocket(`${client.base.replace(/^http/, 'ws')}/api/merchant/service/ws`, {
        headers: { 'X-Token': client.headers['X-Token'] },
      });
      ws.on('message', (raw) => {
        const frame = JSON.parse(raw.toString()) as { type: string; data: ServiceMessageEvent };
        if (frame.type !== 'message') return;
        const m = frame.data.message;
        out(
          `${m.conversation_id}\t${m.sender === 'user' ? `顾客${frame.data.uid}` : '客服'}\t${describe(m.type, m.content)}`,
        );
      });
      await new Promise<void>((resolve, reject) => {
        ws.once('open', () => resolve());
        ws.once('error', reject);
      });
      out('watching (Ctrl+C to stop)');
      await stop;
      ws.close();
      return 0;
    }
    err(SERVICE_USAGE);
    return 2;
  } catch (e) {
    if (e instanceof CliError) {
      err(e.message);
      return 1;
    }
    throw e;
  }
}
