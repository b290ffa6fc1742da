/*
 * The client's envelope, its error and the login statuses, without axios: a bundle that only needs
 * these (or the lazy client, lazy.ts) does not carry the HTTP library.
 */

export interface Envelope<T> {
  status: number;
  message: string;
  data: T;
}

/** A rejected call: the server's message, its body status, the HTTP status and the body itself. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly httpStatus: number,
    /** the envelope as the server sent it (e.g. a QR check's 201 with its state) */
    readonly body?: Envelope<unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Statuses that mean the session is gone: remember the path, clear the token, open login. */
export const LOGIN_STATUSES = new Set([410000, 410001, 410002]);
