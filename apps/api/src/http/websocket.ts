import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { z } from 'zod';
import { createRedis } from '../lib/redis';
import { localHub, type Hub, type Subscriber } from '../realtime/hub';
import { redisHub } from '../realtime/redis-hub';
import { parseClientMessage, type ServerMessage } from '../realtime/envelope';
import { tokenBucket } from '../realtime/rate-limit';
import { readToken } from './auth';
import { ApiError } from './envelope';

/** A frame larger than this closes the socket (1009): chat texts and comments are far smaller. */
const MAX_FRAME_BYTES = 16 * 1024;
/** Sockets that do not answer a ping within this time are dropped (and leave their channels). */
const HEARTBEAT_MS = 30_000;
/** Close code for a socket that needs login: the client stops reconnecting and asks to log in. */
export const CLOSE_LOGIN_REQUIRED = 4401;

export interface RealtimeOptions {
  /** Redis for pub/sub between API processes; without it, this process's hub only */
  redisUrl?: string;
  /** before every channel name in Redis (default 'mall:hub:') */
  redisPrefix?: string;
}

/** Registers the WebSocket server once; every feature's socket routes share the returned hub. */
export async function registerWebSocket(app: FastifyInstance, opts: RealtimeOptions = {}): Promise<Hub> {
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_FRAME_BYTES } });
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
 * cookie the shell keeps (same origin, through the shell's /api proxy) or a `token` query
 * parameter; other clients (CLI, tests) may send X-Token like any HTTP call.
 */
export function readSocketToken(req: FastifyRequest): string | null {
  const header = readToken(req);
  if (header) return header;
  const cookie = /(?:^|;\s*)token=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
  if (cookie) return decodeURIComponent(cookie);
  const query = (req.query as Record<string, unknown> | undefined)?.token;
  return typeof query === 'string' && query ? query : null;
}

export interface SocketContext<U> {
  /** the signed-in user (null for a guest where guests are allowed) */
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
 * A socket route: authenticates before the upgrade, then handles the client's messages one at
 * a time in arrival order (so a shopper's messages keep their order), answering each with an
 * ack or an error envelope. Refused logins close with 4401 after an error message.
 */
export function socketRoute<U>(app: FastifyInstance, path: string, opts: SocketRouteOptions<U>) {
  const users = new WeakMap<FastifyRequest, U>();
  const preValidation = async (req: FastifyRequest) => {
    const token = readSocketToken(req);
    const user = token ? await opts.authenticate(token) : null;
    if (user) users.set(req, user);
  };
  app.get(path, { websocket: true, preValidation }, (socket: WebSocket, req: FastifyRequest) => {
    const send = (message: ServerMessage) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    };
    const user = users.get(req) ?? null;
    if (!user && !opts.guests) {
      send({ type: 'error', message: '请登录' });
      socket.close(CLOSE_LOGIN_REQUIRED, 'login required');
      return;
    }
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
    // one message at a time, after onOpen
    let queue: Promise<unknown> = Promise.resolve(opts.onOpen?.(ctx)).catch((err) => fail(undefined, err));
    socket.on('message', (raw, isBinary) => {
      const message = isBinary ? null : parseClientMessage(raw.toString());
      if (!message) return send({ type: 'error', message: '消息格式错误' });
      if (!bucket.take()) return send({ type: 'error', id: message.id, message: '发送过于频繁，请稍后再试' });
      const handler = Object.hasOwn(opts.handlers, message.type) ? opts.handlers[message.type] : undefined;
      if (!handler) return send({ type: 'error', id: message.id, message: '不支持的消息类型' });
      queue = queue.then(() =>
        handler.handle(message.data, ctx, message.id).then(
          (data) => send({ type: 'ack', id: message.id, data: data ?? null }),
          (err) => fail(message.id, err),
        ),
      );
    });
    socket.on('close', () => {
      clearInterval(heartbeat);
      opts.hub.unsubscribeAll(ctx.subscriber);
      opts.onClose?.(ctx);
    });
  });
}
