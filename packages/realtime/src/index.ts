export { backoffDelay, type BackoffOptions } from './backoff';
export {
  CLOSE_LOGIN_REQUIRED,
  createRealtimeClient,
  RealtimeError,
  type RealtimeClient,
  type RealtimeOptions,
  type RealtimeStatus,
  type ServerFrame,
  type SocketFactory,
  type SocketLike,
} from './client';
export { newMessageId } from './message-id';
export { sharedRealtimeClient } from './shared-client';
export { socketUrl } from './socket-url';
