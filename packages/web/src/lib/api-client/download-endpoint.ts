import {
  type AnyFileEndpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  endpointUrl,
} from '@beacon/contracts/endpoint';
import { ApiError, apiRequest, type DownloadProgress, type DownloadResult } from './request';

/** Generating a large file (an export, a code sheet) takes longer than an ordinary call may. */
export const DOWNLOAD_TIMEOUT_MS = 5 * 60_000;

/** What a download of a file endpoint sends, and how it reports. */
export interface DownloadInput<E extends AnyFileEndpoint> {
  params?: EndpointParams<E>;
  query?: EndpointQuery<E>;
  body?: EndpointBody<E>;
  /** Called as the file arrives. */
  onProgress?: (progress: DownloadProgress) => void;
  signal?: AbortSignal;
  /** No error toast. */
  silent?: boolean;
}

const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value)) : undefined;

/**
 * Calls a file endpoint of the table and saves its reply as a file (named by content-disposition,
 * else 'downLoad'); an error reply is toasted and thrown as ApiError like any call.
 */
export async function downloadEndpoint<E extends AnyFileEndpoint>(
  endpoint: E,
  input: DownloadInput<E> = {},
): Promise<DownloadResult> {
  const result = await apiRequest<unknown>({
    method: endpoint.method,
    url: endpointUrl(endpoint, asRecord(input.params)),
    params: asRecord(input.query),
    data: input.body,
    responseType: 'blob',
    onDownloadProgress: input.onProgress,
    signal: input.signal,
    silent: input.silent,
    timeoutMs: DOWNLOAD_TIMEOUT_MS,
  });
  if (!isDownload(result)) throw new ApiError(`reply of ${endpoint.id} is not a file`);
  return result;
}

// Not `instanceof Blob`: the fetch implementation's Blob class need not be the page's global one.
const isDownload = (value: unknown): value is DownloadResult =>
  typeof value === 'object' && value !== null && 'blob' in value && 'fileName' in value;
