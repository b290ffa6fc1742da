import { z } from 'zod';

/**
 * What travels over our sockets, both ways, as JSON text frames:
 * - client → server: `{type, id, data}`; `id` is the client's message id (letters, digits, '-',
 *   '_'), echoed in the answer so the client can match it and resend it after a reconnect.
 * - server → client: `{type: 'ack', id, data}` for a handled message, `{type: 'error', id,
 *   message}` for a refused one (Chinese message), or an event `{type, data}` pushed to a channel.
 */
export const clientMessage = z.object({
  type: z.string().min(1).max(32),
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, '消息ID格式错误')
    .optional(),
  data: z.unknown().optional(),
});

export type ClientMessage = z.output<typeof clientMessage>;

export type ServerMessage =
  | { type: 'ack'; id?: string; data: unknown }
  | { type: 'error'; id?: string; message: string }
  | { type: string; data: unknown };

/** The socket's frames are capped by `maxPayload` (websocket.ts); this parses one text frame. */
export function parseClientMessage(raw: string): ClientMessage | null {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const result = clientMessage.safeParse(json);
  return result.success ? result.data : null;
}
