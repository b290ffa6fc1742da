/**
 * Envelope messages in the shopper's language. A browser that chose English (the `lang` cookie of
 * the shell's language switch, sent with every /api call through the shell) reads each message
 * the API knows in English; every other request reads the Chinese the spec writes.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGE_PATTERNS_EN, MESSAGES_EN } from './messages-en';

const ENGLISH_COOKIE = /(?:^|;\s*)lang=en(?:;|$)/;

const wantsEnglish = (req: FastifyRequest) => ENGLISH_COOKIE.test(req.headers.cookie ?? '');

/** The shopper's language: 'en' when the request's `lang` cookie chose English, else 'zh-CN'. */
export type Language = 'zh-CN' | 'en';
export const requestLanguage = (req: FastifyRequest): Language => (wantsEnglish(req) ? 'en' : 'zh-CN');

/** The English of a message, or the message itself when there is none. */
export function englishMessage(message: string): string {
  const exact = MESSAGES_EN[message];
  if (exact) return exact;
  for (const [pattern, english] of MESSAGE_PATTERNS_EN) {
    const m = pattern.exec(message);
    if (m) return english(m, englishMessage);
  }
  return message;
}

const isEnvelope = (payload: unknown): payload is { status: number; message: string } =>
  typeof payload === 'object' &&
  payload !== null &&
  typeof (payload as { message?: unknown }).message === 'string' &&
  typeof (payload as { status?: unknown }).status === 'number';

export function registerMessageLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (req, _reply, payload) => {
    if (!isEnvelope(payload) || !wantsEnglish(req)) return payload;
    const message = englishMessage(payload.message);
    return message === payload.message ? payload : { ...payload, message };
  });
}
