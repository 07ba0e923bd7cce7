import { DEFAULT_CONSOLE_LANGUAGE, TIME_ZONE_HEADER } from '@beacon/contracts/console-locale';
import type { Refusal } from '@beacon/contracts/reasons';
import i18next from '../../i18n';
import { fileNameFromDisposition, saveBlob } from './download';
import { codeText, errorText, messageOf, pickErrorText, rewriteTimeout } from './error-catalogue';
import { createMsgId } from './msg-id';
import { refusalsOf, refusalsText } from './refusal-text';
import { isSuccessReply, isTokenExpiredCode, replyCode } from './reply';
import { showErrorToast } from './toast';
import { handleTokenExpired } from './token-expiry';
import { getAccessToken } from './token-storage';
import { buildUrl } from './url';

/** What a failed call is known by besides its shown text. */
export interface ApiFailure {
  code?: string | number;
  status?: number;
  detail?: string;
  refusals?: readonly Refusal[];
  reported?: boolean;
}

/** A failed call: the shown text as message, the reply code and the HTTP status when known. */
export class ApiError extends Error {
  code?: string | number;
  status?: number;
  /** The reply's own English message (for logs); the console never reads meaning from it. */
  detail?: string;
  /** What the server refused: reason keys with the field's path and parameters (shown in the operator's language). */
  refusals: readonly Refusal[];
  /** The api client has already told the user (an error toast, or the token-expired flow). */
  reported: boolean;

  constructor(message: string, init: ApiFailure = {}) {
    super(message);
    this.name = 'ApiError';
    this.code = init.code;
    this.status = init.status;
    this.detail = init.detail;
    this.refusals = init.refusals ?? [];
    this.reported = init.reported ?? false;
  }
}

/** Code of the ApiError thrown when the caller's signal cancelled the call (never toasted). */
export const ABORTED_CODE = 'ABORTED';
/** Timeout of a call unless the caller sets one. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** One call of the console's API. */
export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url: string;
  /** JSON body (or FormData); mutating calls get a msgId added. */
  data?: unknown;
  /** Query string values. */
  params?: Record<string, unknown>;
  signal?: AbortSignal;
  /** 'blob' downloads the reply as a file. */
  responseType?: 'json' | 'blob';
  /** Called as a blob reply arrives (`total` from content-length when the server sends it). */
  onDownloadProgress?: (progress: DownloadProgress) => void;
  /** Append appId and timestamp to the query string. */
  withAppId?: boolean;
  /** No error toast (the token-expired flow still runs). */
  silent?: boolean;
  /**
   * Run the token-expired flow on codes 20002/1003 (default). False when the caller ends the session
   * itself: the route guard's user load, which must be the one place that clears the token and redirects.
   */
  tokenExpiredFlow?: boolean;
  timeoutMs?: number;
}

/** How much of a blob reply has arrived. */
export interface DownloadProgress {
  loaded: number;
  total?: number;
}

/** What a blob call resolves with after starting the download. */
export interface DownloadResult {
  blob: Blob;
  fileName: string;
}

const MUTATING = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

/**
 * Call the API: resolves with the whole reply body on success (HTTP 200 and a success code), with a
 * DownloadResult for blobs; otherwise shows the spec's error toast (unless silent) and throws ApiError.
 */
export async function apiRequest<T>(options: RequestOptions): Promise<T> {
  const method = options.method ?? 'GET';
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const headers = new Headers({ Accept: 'application/json, */*' });
  const token = getAccessToken();
  if (token) headers.set('accessToken', token);
  // The files the server writes (exports, templates, labels) follow the console's language and the browser's zone.
  headers.set('Accept-Language', i18next.language || DEFAULT_CONSOLE_LANGUAGE);
  headers.set(TIME_ZONE_HEADER, Intl.DateTimeFormat().resolvedOptions().timeZone);
  const params = { ...options.params };
  const body = buildBody(method, options.data, headers, params);
  const url = buildUrl(options.url, params, options.withAppId);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort);
  try {
    if (options.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    const response = await fetch(url, { method, headers, body, signal: controller.signal, credentials: 'include' });
    if (options.responseType === 'blob' && response.status === 200 && !isJsonResponse(response)) {
      const blob = await readBlob(response, options.onDownloadProgress);
      const fileName = fileNameFromDisposition(response.headers.get('content-disposition'));
      saveBlob(blob, fileName);
      return { blob, fileName } satisfies DownloadResult as T;
    }
    const reply = await readBody(response);
    if (isSuccessReply(response.status, reply)) return reply as T;
    const refusals = refusalsOf(reply);
    const failure = { code: replyCode(reply), status: response.status, detail: messageOf(reply), refusals };
    return fail(options, failure, failureText(response.status, reply, refusals));
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (options.signal?.aborted && !timedOut) throw new ApiError('aborted', { code: ABORTED_CODE });
    // No reply at all: a timeout reads as "network unstable", anything else as "request exception".
    const raw = timedOut ? `timeout of ${timeoutMs}ms exceeded` : (messageOf(error) ?? '');
    const key = raw.toLowerCase().includes('timeout') ? 'networkUnstable' : 'requestException';
    return fail(options, {}, errorText(key));
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

function fail(options: RequestOptions, failure: ApiFailure, text: string): never {
  if (options.tokenExpiredFlow !== false && isTokenExpiredCode(failure.code)) {
    handleTokenExpired();
    throw new ApiError(errorText('tokenExpired'), { ...failure, reported: true });
  }
  if (!options.silent) showErrorToast(text);
  throw new ApiError(text, { ...failure, reported: !options.silent });
}

/** The toast of a failed call: its refusals in the operator's language, else the code catalogue, else the reply's message. */
function failureText(status: number, reply: unknown, refusals: readonly Refusal[]): string {
  if (status === 200) return pickErrorText(reply, errorText('requestFailed'));
  if (refusals.length > 0) return refusalsText(refusals);
  const text = codeText(replyCode(reply)) ?? messageOf(reply) ?? codeText(status) ?? errorText('requestException');
  return rewriteTimeout(text);
}

function buildBody(method: string, data: unknown, headers: Headers, params: Record<string, unknown>): BodyInit | null {
  if (!MUTATING.has(method)) return null;
  const msgId = createMsgId();
  if (data instanceof FormData) {
    if (!data.has('msgId')) data.append('msgId', msgId);
    return data;
  }
  headers.set('Content-Type', 'application/json');
  if (data === undefined || data === null) return JSON.stringify({ msgId });
  if (typeof data === 'object' && !Array.isArray(data)) return JSON.stringify({ msgId, ...data });
  // An array or scalar body has no room for the msgId: it travels in the query string instead.
  params.msgId ??= msgId;
  return JSON.stringify(data);
}

/** The reply body as a blob, reporting progress chunk by chunk when asked to. */
async function readBlob(response: Response, onProgress?: (progress: DownloadProgress) => void): Promise<Blob> {
  const type = response.headers.get('content-type') ?? '';
  if (!onProgress || !response.body) return response.blob();
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : undefined;
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  onProgress({ loaded, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(new Uint8Array(value));
    loaded += value.byteLength;
    onProgress({ loaded, total });
  }
  return new Blob(chunks, { type });
}

function isJsonResponse(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').includes('json');
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
