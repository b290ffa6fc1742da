import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { z } from 'zod';
import { createRedis } from '../lib/redis';
import { localHub, type Hub, type Subscriber } from '../realtime/hub';
import { redisHub } from '../realtime/redis-hub';
import { parseClientMessage, type ServerMessage } from '../realtime/envelope';
import { tokenBucket } from '../realtime/rate-limit';
import { readTokenOrCookie } from './auth';
import { ApiError } from './envelope';
import { englishMessage, requestLanguage } from './language/message-language';
import { containsNul, ILLEGAL_CHARACTER_MESSAGE } from './request-guards';
import { socketOriginAllowed } from './socket-origin';

/** A frame larger than this closes the socket (1009): chat texts and comments are far smaller. */
const MAX_FRAME_BYTES = 16 * 1024;
/** Sockets that do not answer a ping within this time are dropped (and leave their channels). */
const HEARTBEAT_MS = 30_000;
/** Close code for a socket that needs login: the client stops reconnecting and asks to log in. */
export const CLOSE_LOGIN_REQUIRED = 4401;
/** How long a socket opened without a token may take to send it as its first message. */
const AUTH_WINDOW_MS = 5_000;

export interface RealtimeOptions {
  /** Redis for pub/sub between API processes; without it, this process's hub only */
  redisUrl?: string;
  /** before every channel name in Redis (default 'mall:hub:') */
  redisPrefix?: string;
  /** origins besides the request's own host whose pages may open sockets (SITE_ORIGINS) */
  siteOrigins?: readonly string[];
}

/** Registers the WebSocket server once; every feature's socket routes share the returned hub. */
export async function registerWebSocket(app: FastifyInstance, opts: RealtimeOptions = {}): Promise<Hub> {
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  app.addHook('onRequest', async (req, reply) => {
    if (req.headers.upgrade?.toLowerCase() !== 'websocket') return;
    if (!socketOriginAllowed(req, opts.siteOrigins ?? [])) {
      return reply.code(403).send({ status: 403, message: '不允许的来源', data: null });
    }
  });
  if (!opts.redisUrl) return localHub();
  const onError = (err: Error) => app.log.error({ err }, 'realtime Redis error');
  const hub = redisHub({
    publisher: createRedis(opts.redisUrl, 'hub-publisher', onError),
    subscriber: createRedis(opts.redisUrl, 'hub-subscriber', onError),
    prefix: opts.redisPrefix,
    onError,
  });
  app.addHook('onClose', () => hub.close());
  return hub;
}

/**
 * The token of a socket. Browsers cannot set headers on a WebSocket: they send the `token`
 * cookie (same origin, through the shell's /api proxy); other clients (CLI, tests) may send
 * X-Token like any HTTP call, or the token as the socket's first message
 * `{type: 'auth', data: {token}}`. Never in the URL, which proxies and logs keep.
 */
const authMessageToken = (data: unknown) => {
  const token = (data as { token?: unknown } | null | undefined)?.token;
  return typeof token === 'string' && token ? token : null;
};

export interface SocketContext<U> {
  /** the signed-in user (null for a guest where guests are allowed; set by a first `auth` message) */
  user: U;
  /** this socket, for the hub */
  subscriber: Subscriber;
  send(message: ServerMessage): void;
  req: FastifyRequest;
}

/**
 * A message type's handler: the data is validated first; what it returns is the ack's data.
 * `messageId` is the client's id of the message (the same on a resend), if it sent one.
 */
export interface MessageHandler<U> {
  handle(data: unknown, ctx: SocketContext<U>, messageId: string | undefined): Promise<unknown>;
}

export function messageHandler<U, S extends z.ZodType>(
  schema: S,
  handle: (data: z.output<S>, ctx: SocketContext<U>, messageId: string | undefined) => unknown,
): MessageHandler<U> {
  return {
    async handle(data, ctx, messageId) {
      const result = schema.safeParse(data ?? {});
      if (!result.success) throw new ApiError(400, result.error.issues[0].message);
      return handle(result.data, ctx, messageId);
    },
  };
}

export interface SocketRouteOptions<U> {
  /** who the token belongs to; null refuses the socket unless `guests` */
  authenticate(token: string): Promise<U | null>;
  guests?: boolean;
  /** per connection: `burst` messages at once, then `perSecond` */
  rateLimit: { burst: number; perSecond: number };
  hub: Hub;
  onOpen?(ctx: SocketContext<U | null>): Promise<void> | void;
  onClose?(ctx: SocketContext<U | null>): void;
  handlers: Record<string, MessageHandler<U | null>>;
}

/**
 * A socket route: authenticates before the upgrade (cookie, X-Token) or by the first message,
 * then handles the client's messages one at a time in arrival order (so a shopper's messages
 * keep their order), answering each with an ack or an error envelope. Refused logins close with
 * 4401 after an error message; a socket without a token gets AUTH_WINDOW_MS to send one.
 */
export function socketRoute<U>(app: FastifyInstance, path: string, opts: SocketRouteOptions<U>) {
  const users = new WeakMap<FastifyRequest, U>();
  const refused = new WeakSet<FastifyRequest>();
  const preValidation = async (req: FastifyRequest) => {
    const token = readTokenOrCookie(req);
    const user = token ? await opts.authenticate(token) : null;
    if (user) users.set(req, user);
    else if (token) refused.add(req);
  };
  app.get(path, { websocket: true, preValidation }, (socket: WebSocket, req: FastifyRequest) => {
    // a socket opened by a page that chose English reads the API's own words (errors) in English;
    // what others broadcast (messages, comments) is sent as written
    const english = requestLanguage(req) === 'en';
    const send = (message: ServerMessage) => {
      const said =
        english && message.type === 'error' && 'message' in message
          ? { ...message, message: englishMessage(message.message) }
          : message;
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(said));
    };
    const refuse = () => {
      send({ type: 'error', message: '请登录' });
      socket.close(CLOSE_LOGIN_REQUIRED, 'login required');
    };
    const user = users.get(req) ?? null;
    if (!user && !opts.guests && refused.has(req)) return refuse();
    const ctx: SocketContext<U | null> = { user, subscriber: { send }, send, req };
    const bucket = tokenBucket(opts.rateLimit);
    let alive = true;
    const heartbeat = setInterval(() => {
      if (!alive) return socket.terminate();
      alive = false;
      socket.ping();
    }, HEARTBEAT_MS);
    socket.on('pong', () => (alive = true));

    const fail = (id: string | undefined, err: unknown) => {
      if (err instanceof ApiError) return send({ type: 'error', id, message: err.message });
      req.log.error({ err }, 'socket message failed');
      send({ type: 'error', id, message: '服务器错误' });
    };
    const open = () => Promise.resolve(opts.onOpen?.(ctx)).catch((err) => fail(undefined, err));
    // one message at a time, after onOpen (a route for users only opens once the user is known)
    let queue: Promise<unknown> = user || opts.guests ? open() : Promise.resolve();
    let firstMessage = !user;
    const authWindow = user || opts.guests ? undefined : setTimeout(refuse, AUTH_WINDOW_MS);
    socket.on('message', (raw, isBinary) => {
      const message = isBinary ? null : parseClientMessage(raw.toString());
      if (firstMessage) {
        firstMessage = false;
        clearTimeout(authWindow);
        if (message?.type === 'auth') {
          const token = authMessageToken(message.data);
          queue = queue.then(async () => {
            const found = token ? await opts.authenticate(token) : null;
            if (!found) return opts.guests ? send({ type: 'error', id: message.id, message: '请登录' }) : refuse();
            ctx.user = found;
            send({ type: 'ack', id: message.id, data: null });
            if (!opts.guests) await open();
          });
          return;
        }
        if (!opts.guests) return refuse();
      }
      if (!message) return send({ type: 'error', message: '消息格式错误' });
      if (containsNul(message.data)) return send({ type: 'error', id: message.id, message: ILLEGAL_CHARACTER_MESSAGE });
      if (!bucket.take()) return send({ type: 'error', id: message.id, message: '发送过于频繁，请稍后再试' });
      const handler = Object.hasOwn(opts.handlers, message.type) ? opts.handlers[message.type] : undefined;
      if (!handler) return send({ type: 'error', id: message.id, message: '不支持的消息类型' });
      queue = queue.then(async () => {
        if (!ctx.user && !opts.guests) return; // a refused `auth` message: the socket is closing
        await handler.handle(message.data, ctx, message.id).then(
          (data) => send({ type: 'ack', id: message.id, data: data ?? null }),
          (err) => fail(message.id, err),
        );
      });
    });
    socket.on('close', () => {
      clearInterval(heartbeat);
      clearTimeout(authWindow);
      opts.hub.unsubscribeAll(ctx.subscriber);
      opts.onClose?.(ctx);
    });
  });
}
