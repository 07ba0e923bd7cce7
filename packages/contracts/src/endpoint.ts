import { z } from 'zod';
import type { ModuleCode } from './registry-types';

/** HTTP methods of the API. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * Who may call an endpoint: anyone (`public`), any signed-in account (`signed-in`), a holder of a module (`module`:
 * choices several of its pages read, such as the Open API areas), a reader of a page (`page`: the module and the
 * page id), or a writer (`button`: the module, the page and the button).
 */
export type EndpointAccess =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | { kind: 'module'; module: ModuleCode }
  | { kind: 'page'; module: ModuleCode; page: string }
  | { kind: 'button'; module: ModuleCode; page: string; button: string };

/** One API endpoint, declared once: the server registers it, the console calls it, OpenAPI documents it. */
export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  /** Stable dotted name, `<area>.<resource>.<verb>`; its leading segments are the console's query keys. */
  id: string;
  method: HttpMethod;
  /** Fastify-style path, `:name` for path parameters. */
  path: string;
  summary: string;
  access: EndpointAccess;
  /** Operation-log action name; every audited call is written to the operation log. */
  audit?: string;
  /**
   * Set when the reply carries a secret (a device secret): the reply is never stored for msgId replay, so a
   * repeated msgId is refused (409) instead of the secret being kept in clear.
   */
  replyHoldsSecret?: true;
  /** Body field naming the account an unauthenticated audited call acts for (sign-in). */
  auditAccountField?: string;
  params?: P;
  query?: Q;
  body?: B;
  /** The HTTP 200 reply (JSON); `z.never()` when the reply is a file. */
  reply: R;
  /** Set when the HTTP 200 reply is a file (errors stay JSON `{code,msg}`). */
  file?: FileReply;
  /** Set when the request is `multipart/form-data` (no JSON body): its text fields and its files. */
  form?: MultipartForm;
  /**
   * `'B'`: the endpoint answers in form B (`{code:200, msg, object}`; a page's object `{records, total}`) and so do
   * its refusals (`{code, msg, object:null, refusals}`, the standard HTTP status). Unset: standard or list A.
   */
  replyForm?: 'B';
}

/** A `multipart/form-data` request: text fields by a schema, files under one field name. */
export interface MultipartForm {
  fields: z.ZodType;
  /** The field the files travel in. */
  files: string;
  /** What the files may be (for the documentation). */
  filesSummary: string;
}

/** A file reply: its content type; the name travels in `content-disposition` (spec section 8 blobs). */
export interface FileReply {
  contentType: string;
  /** Other content types the handler may answer instead (a CSV when the rows overflow an xlsx sheet). */
  alsoContentTypes?: readonly string[];
}

/** Content type of xlsx files. */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Content type of PDF files. */
export const PDF_CONTENT_TYPE = 'application/pdf';
/** Content type of CSV files (UTF-8). */
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/** Any endpoint of the table. */
export type AnyEndpoint = Endpoint<z.ZodType, z.ZodType, z.ZodType, z.ZodType>;

/** An endpoint whose HTTP 200 reply is a file. */
export type FileEndpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
> = Endpoint<P, Q, B, z.ZodNever> & { file: FileReply };

/** Any file endpoint of the table. */
export type AnyFileEndpoint = FileEndpoint<z.ZodType, z.ZodType, z.ZodType>;

/** Declares an endpoint whose 200 reply is a file of `file.contentType`. */
export const defineFileEndpoint = <P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType>(
  endpoint: Omit<Endpoint<P, Q, B, z.ZodNever>, 'reply' | 'file'> & { file: FileReply },
): FileEndpoint<P, Q, B> => ({ ...endpoint, reply: z.never() });

/** Whether an endpoint answers a file. */
export const isFileEndpoint = (endpoint: AnyEndpoint): endpoint is AnyFileEndpoint => endpoint.file !== undefined;

/** Declares an endpoint, keeping its schema types. */
export const defineEndpoint = <P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  endpoint: Endpoint<P, Q, B, R>,
): Endpoint<P, Q, B, R> => endpoint;

/** Declares a form B endpoint: its replies and its refusals are `{code, msg, object}`. */
export const defineFormBEndpoint = <P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  endpoint: Omit<Endpoint<P, Q, B, R>, 'replyForm'>,
): Endpoint<P, Q, B, R> => ({ ...endpoint, replyForm: 'B' });

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : never;

/** Path parameters a caller sends. */
export type EndpointParams<E extends AnyEndpoint> = InputOf<E['params']>;
/** Query string a caller sends. */
export type EndpointQuery<E extends AnyEndpoint> = InputOf<E['query']>;
/** Body a caller sends. */
export type EndpointBody<E extends AnyEndpoint> = InputOf<E['body']>;
/** Reply a caller receives (parsed). */
export type EndpointReply<E extends AnyEndpoint> = z.output<E['reply']>;
/** Parsed path parameters the server sees. */
export type EndpointParsedParams<E extends AnyEndpoint> = OutputOf<E['params']>;
/** Parsed query the server sees. */
export type EndpointParsedQuery<E extends AnyEndpoint> = OutputOf<E['query']>;
/** Parsed body the server sees. */
export type EndpointParsedBody<E extends AnyEndpoint> = OutputOf<E['body']>;
/** What a server handler returns (the reply before serialization). */
export type EndpointReplyInput<E extends AnyEndpoint> = z.input<E['reply']>;

/** Whether an endpoint answers in form B, its refusals too. */
export const isFormBEndpoint = (endpoint: AnyEndpoint): boolean => endpoint.replyForm === 'B';

/** Whether an endpoint changes data (it needs a button). */
export const isWriteEndpoint = (endpoint: AnyEndpoint): boolean => endpoint.access.kind === 'button';

/** The URL of an endpoint with its path parameters filled in (each encoded). */
export const endpointUrl = (endpoint: AnyEndpoint, params: Record<string, unknown> = {}): string =>
  endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${endpoint.id}: path parameter ${name} missing`);
    return encodeURIComponent(String(value));
  });

/** The query-key prefix of an endpoint's resource (e.g. `['system', 'account']`): mutations invalidate it. */
export const endpointResourceKey = (endpoint: AnyEndpoint): readonly string[] => endpoint.id.split('.').slice(0, -1);
