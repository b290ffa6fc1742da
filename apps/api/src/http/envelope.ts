/** Every answer has this shape; `status: 200` means success. */
export interface Envelope<T> {
  status: number;
  message: string;
  data: T;
}

export function ok<T>(data: T, message = 'success'): Envelope<T> {
  return { status: 200, message, data };
}

/** An error the client is meant to see: body `status` and `message`, plus the HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly httpStatus: number = status >= 400 && status < 600 ? status : 400,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const notFound = (message: string) => new ApiError(404, message);
