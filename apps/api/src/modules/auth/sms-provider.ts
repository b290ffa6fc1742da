import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema';
import { maskPhone } from './phone';

export interface SmsMessage {
  /** dialling code without '+' */
  area_code: string;
  phone: string;
  template: string;
  params: Record<string, string>;
  /** the text as the phone shows it */
  content: string;
}

/** Where text messages go. A real gateway (Aliyun, Tencent Cloud ...) implements the same call. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

/**
 * The built-in provider: nothing leaves the machine; each message becomes an `sms_outbox` row
 * and a log line (with the text only when `logContent`, i.e. the dev outbox is on).
 */
export function outboxSmsProvider(db: Db, log: FastifyBaseLogger, opts: { logContent: boolean }): SmsProvider {
  return {
    async send(message) {
      await db.insert(smsOutbox).values(message);
      const to = `+${message.area_code} ${maskPhone(message.phone)}`;
      if (opts.logContent) log.info({ to, content: message.content }, 'sms outbox');
      else log.info({ to, template: message.template }, 'sms outbox');
    },
  };
}
