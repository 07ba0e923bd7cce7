import { ErrorCode } from '@beacon/contracts/protocol';

/** The one error class of the server: an HTTP status, a protocol code and a message safe to show. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | string,
    message: string,
    /** Seconds after which a retry may succeed: sent as `Retry-After` (429, 503). */
    readonly retryAfterS?: number,
  ) {
    super(message);
  }

  /** 503 for a dependency that is down for now (the database): the caller retries after `retryAfterS`. */
  static unavailable(message: string, retryAfterS = 5): AppError {
    return new AppError(503, 503, message, retryAfterS);
  }

  /** 429 naming the limit; the caller retries after `retryAfterS`. */
  static tooManyRequests(message: string, retryAfterS: number): AppError {
    return new AppError(429, ErrorCode.RATE_LIMITED, message, Math.max(1, Math.ceil(retryAfterS)));
  }

  /** 400 naming the field and the rule. */
  static badRequest(message: string): AppError {
    return new AppError(400, ErrorCode.BAD_REQUEST, message);
  }

  static notFound(what: string): AppError {
    return new AppError(404, ErrorCode.NOT_FOUND, `${what} not found`);
  }

  static forbidden(message = 'no permission for this module'): AppError {
    return new AppError(403, ErrorCode.FORBIDDEN, message);
  }

  static conflict(message: string, code: number = ErrorCode.NAME_EXISTS): AppError {
    return new AppError(409, code, message);
  }
}
