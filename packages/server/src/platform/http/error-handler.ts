import { isFormBEndpoint } from '@beacon/contracts/endpoint';
import { type IssueLike, issueRefusals } from '@beacon/contracts/issue-refusals';
import {
  type ErrorBody,
  ErrorCode,
  type FormBErrorBody,
  isApiPath,
  isFormBPath,
  MAX_REFUSALS,
} from '@beacon/contracts/protocol';
import { refusal } from '@beacon/contracts/reasons';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  isDatabaseUnavailable,
  isForeignKeyViolation,
  isInvalidTextError,
  isOutOfRangeError,
  uniqueViolationColumn,
} from '../db/db-errors';
import { AppError } from './app-error';
import { formBRefusal } from './envelopes';

const camelCase = (column: string): string => column.replace(/_([a-z])/g, (_m, ch: string) => ch.toUpperCase());

type ValidationIssue = { instancePath: string; message?: string; keyword: string; params: Record<string, unknown> };

const describeIssue = (context: string, issue: ValidationIssue): string => {
  const field = [context, ...issue.instancePath.split('/').filter(Boolean)].join('.');
  if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
    return issue.params.keys.map((key) => `${field}.${String(key)}: unknown field`).join('; ');
  }
  return `${field}: ${issue.message ?? 'is invalid'}`;
};

/** Where a validation context's fields are named in refusals: body fields bare, others under a prefix. */
const CONTEXT_PREFIX: Readonly<Record<string, string>> = { querystring: 'query', params: 'params', headers: 'headers' };

/** What a validation context validated (to tell a missing value from a wrong one). */
const contextInput = (request: FastifyRequest, context: string): unknown => {
  if (context === 'querystring') return request.query;
  if (context === 'params') return request.params;
  if (context === 'headers') return request.headers;
  return request.body;
};

/** The refusals of a schema-validation failure: a reason key per issue, with the field's path and limit. */
const validationRefusals = (request: FastifyRequest, context: string, issues: readonly ValidationIssue[]) => {
  const rebuilt = issues.map(
    (issue): IssueLike => ({
      ...issue.params,
      code: issue.keyword,
      path: issue.instancePath
        .split('/')
        .filter(Boolean)
        .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment)),
    }),
  );
  const prefix = CONTEXT_PREFIX[context];
  return issueRefusals(rebuilt, { input: contextInput(request, context) }, prefix ? [prefix] : []).slice(
    0,
    MAX_REFUSALS,
  );
};

/** Any error as the AppError it answers as (a database outage 503, a unique violation 409, else 500). */
export const toAppError = (error: FastifyError, request: FastifyRequest): AppError => {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = error.validationContext ?? 'body';
    return AppError.badRequest(error.validation.map((issue) => describeIssue(context, issue)).join('; ')).with(
      ...validationRefusals(request, context, error.validation),
    );
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return AppError.badRequest('body: malformed JSON').with(refusal('', 'malformedJson'));
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return AppError.badRequest("body: empty, but content-type is 'application/json'").with(
        refusal('', 'emptyJsonBody'),
      );
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError(413, ErrorCode.TOO_LARGE, 'body: too large', undefined, [refusal('', 'bodyTooLarge')]);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError(415, 415, 'content-type: not supported (use application/json)', undefined, [
        refusal('', 'unsupportedMediaType'),
      ]);
    default:
      break;
  }
  if (error instanceof SyntaxError)
    return AppError.badRequest('body: malformed JSON').with(refusal('', 'malformedJson'));
  if (isDatabaseUnavailable(error))
    return AppError.unavailable('database: unavailable for now; retry shortly').with(refusal('', 'unavailable'));
  // Uniqueness is the database's: a create racing another answers the same 409 as a plain duplicate.
  const column = uniqueViolationColumn(error);
  if (column)
    return AppError.conflict(`${camelCase(column)}: already exists`).with(refusal(camelCase(column), 'alreadyExists'));
  if (isForeignKeyViolation(error))
    return AppError.conflict('id: the record is in use or refers to one that no longer exists', 409).with(
      refusal('id', 'inUseOrMissing'),
    );
  if (isInvalidTextError(error))
    return AppError.badRequest('body: holds characters that cannot be stored').with(refusal('', 'unstorableText'));
  // Ids and counts are 32-bit columns on PostgreSQL; a larger number names nothing that exists.
  if (isOutOfRangeError(error))
    return AppError.badRequest('body: a number is larger than any stored id or count').with(
      refusal('', 'numberTooLarge'),
    );
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return new AppError(status, status, error.message);
  return new AppError(500, ErrorCode.INTERNAL, 'internal error', undefined, [refusal('', 'internalError')]);
};

/** The body of an error reply: `{code,msg}`, and `refusals` when there are any. */
export const errorBody = (error: AppError): ErrorBody =>
  error.refusals.length > 0
    ? { code: error.code, msg: error.message, refusals: error.refusals.slice(0, MAX_REFUSALS) }
    : { code: error.code, msg: error.message };

/**
 * The body of a refusal in the request's reply form: form B (`object: null` added) for a form B endpoint, or for a
 * path under a form B prefix no endpoint resolves; else `{code,msg,refusals}`.
 */
const refusalBody = (request: FastifyRequest, error: AppError): ErrorBody | FormBErrorBody => {
  const endpoint = request.routeOptions.config?.endpoint;
  const formB = endpoint ? isFormBEndpoint(endpoint) : isFormBPath(request.url);
  return formB ? formBRefusal(errorBody(error)) : errorBody(error);
};

/**
 * One error handler: `{code,msg}` with a real HTTP status (`{code,msg,object:null}` for a form B endpoint); 5xx details
 * are logged, never sent.
 */
export const registerErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error, request);
    // An outage is one condition, not a defect per request: a line without the stack.
    if (appError.status === 503) request.log.warn(`request answered 503: ${appError.message}`);
    else if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
    if (appError.retryAfterS !== undefined) reply.header('retry-after', String(appError.retryAfterS));
    return reply.status(appError.status).send(refusalBody(request, appError));
  });
  app.setNotFoundHandler((request, reply) => {
    const notFound = new AppError(
      404,
      ErrorCode.NOT_FOUND,
      `route ${request.method} ${request.url.split('?')[0]} not found`,
    );
    return reply.status(404).send(refusalBody(request, notFound.with(refusal('', 'routeNotFound'))));
  });
};

const FRAMEWORK_ERRORS: Readonly<Record<string, AppError>> = {
  FST_ERR_BAD_URL: AppError.badRequest('path: a parameter is not valid percent-encoded UTF-8').with(
    refusal('', 'badPathEncoding'),
  ),
  FST_ERR_MAX_PARAM_LENGTH: new AppError(414, 414, 'path: a parameter is longer than 100 characters', undefined, [
    refusal('', 'pathTooLong', { max: 100 }),
  ]),
};

/**
 * The router's own refusals (a malformed or over-long path parameter) as `{code,msg}` (in form B under a form B
 * prefix); on API paths they answer only a caller with a session, others get the same 401 as any route, so they
 * reveal no route.
 */
export const answerFrameworkError = async (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> => {
  let appError =
    FRAMEWORK_ERRORS[error.code] ??
    new AppError(500, ErrorCode.INTERNAL, 'internal error', undefined, [refusal('', 'internalError')]);
  if (isApiPath(request.url)) {
    try {
      await request.server.authenticateCaller(request);
    } catch (refusal) {
      if (refusal instanceof AppError) appError = refusal;
    }
  }
  if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
  return reply.status(appError.status).send(refusalBody(request, appError));
};
