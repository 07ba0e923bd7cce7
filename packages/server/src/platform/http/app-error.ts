import { ErrorCode } from '@beacon/contracts/protocol';
import { ENTITY_NAMES, type EntityKind, type Refusal, refusal } from '@beacon/contracts/reasons';

/**
 * The one error class of the server: an HTTP status, a protocol code, an English message safe to show (for
 * logs and integrators) and the refusals the console shows in the operator's language.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | string,
    message: string,
    /** Seconds after which a retry may succeed: sent as `Retry-After` (429, 503). */
    readonly retryAfterS?: number,
    /** What was refused, as reason keys with the field's path and parameters (sent as `refusals`). */
    readonly refusals: readonly Refusal[] = [],
  ) {
    super(message);
  }

  /** The same error carrying these refusals too. */
  with(...refusals: readonly Refusal[]): AppError {
    return new AppError(this.status, this.code, this.message, this.retryAfterS, [...this.refusals, ...refusals]);
  }

  /** 404 for a record of this kind that does not exist (or lies outside the caller's projects). */
  static missing(entity: EntityKind, id: string | number, path = 'id'): AppError {
    return AppError.notFound(`${ENTITY_NAMES[entity]} ${id}`).with(refusal(path, 'notFound', { entity, id }));
  }

  /** 400 for a field naming a record of this kind that does not exist: `body.<field>: <kind> <id> does not exist`. */
  static unknownReference(field: string, entity: EntityKind, id: string | number, shown = String(id)): AppError {
    return AppError.badRequest(`body.${field}: ${ENTITY_NAMES[entity]} ${shown} does not exist`).with(
      refusal(field, 'notFound', { entity, id }),
    );
  }

  /** 409: the record is still used by `count` records of a kind (`holder`); `message` says it in English. */
  static inUse(message: string, holder: EntityKind, count: number): AppError {
    return AppError.conflict(message, 409).with(refusal('id', 'inUse', { holder, count }));
  }

  /** 503 for a dependency that is down for now (the database): the caller retries after `retryAfterS`. */
  /** 401 for a missing, forged or unknown access token (the protocol's 1003). */
  static tokenInvalid(): AppError {
    return new AppError(401, ErrorCode.TOKEN_INVALID, 'missing or invalid access token', undefined, [
      refusal('', 'tokenInvalid'),
    ]);
  }

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
