import { QueryClient } from '@tanstack/react-query';
import { ABORTED_CODE, ApiError } from './api-client/request';

/** Client errors (4xx) and cancellations are answers, not hiccups: never retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError) {
    if (error.code === ABORTED_CODE) return false;
    if (error.status !== undefined && error.status >= 400 && error.status < 500) return false;
  }
  return failureCount < 1;
}

/** The console's one TanStack Query client. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
