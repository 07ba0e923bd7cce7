import type { AnyEndpoint } from '@beacon/contracts/endpoint';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallOptions } from '../../lib/api-client/call-endpoint';
import { invalidateEndpoints } from './invalidate-endpoints';
import { ask, type ConfirmQuestion } from './use-confirm-action';

/** What a bulk action asks and calls for each selected row. */
export interface BulkActionOptions<T> {
  /** Asked once for all the rows. */
  confirm: ConfirmQuestion<readonly T[]>;
  /** The call for one row (sent silent: the outcome is reported once for all rows). */
  run?: (row: T, options: CallOptions) => Promise<unknown>;
  /** One call for all the rows (a batch endpoint), instead of `run`: it says how many succeeded and failed. */
  runAll?: (rows: readonly T[], options: CallOptions) => Promise<BulkResult>;
  /** Endpoints whose resources the calls change: their queries are invalidated. */
  invalidates: readonly AnyEndpoint[];
}

/** How far a bulk action has come. */
export interface BulkProgress {
  done: number;
  total: number;
}

/** How a bulk action ended. */
export interface BulkResult {
  succeeded: number;
  failed: number;
  /** Why the first failed row failed. */
  firstError?: string;
}

/** A bulk action and its progress (null while idle). */
export interface BulkAction<T> {
  run: (rows: readonly T[]) => Promise<BulkResult | null>;
  progress: BulkProgress | null;
}

// A failed batch call fails every row, for the one reason.
const runBatch = async <T>(
  runAll: NonNullable<BulkActionOptions<T>['runAll']>,
  rows: readonly T[],
): Promise<BulkResult> => {
  try {
    return await runAll(rows, { silent: true });
  } catch (error) {
    return { succeeded: 0, failed: rows.length, firstError: error instanceof Error ? error.message : String(error) };
  }
};

/**
 * An action on the selected rows: one confirm, then one call per row (one after the other, with progress),
 * then one toast saying how many succeeded (and why the first failure failed), then the resource is invalidated.
 * Resolves with the counts, or null when the dialog was dismissed. With `runAll` one batch call does all the rows.
 */
export function useBulkAction<T>(options: BulkActionOptions<T>): BulkAction<T> {
  const { t } = useTranslation('components');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [progress, setProgress] = useState<BulkProgress | null>(null);

  const run = async (rows: readonly T[]): Promise<BulkResult | null> => {
    if (rows.length === 0 || !(await ask(options.confirm, rows))) return null;
    setProgress({ done: 0, total: rows.length });
    const result = options.runAll ? await runBatch(options.runAll, rows) : await runEach(rows);
    setProgress(null);
    if (result.failed === 0) void message.success(t('bulk.done', { count: result.succeeded }));
    else void message.warning(t('bulk.partial', { ...result, reason: result.firstError }));
    await invalidateEndpoints(client, options.invalidates);
    return result;
  };

  const runEach = async (rows: readonly T[]): Promise<BulkResult> => {
    const result: BulkResult = { succeeded: 0, failed: 0 };
    for (const [index, row] of rows.entries()) {
      try {
        await options.run?.(row, { silent: true });
        result.succeeded += 1;
      } catch (error) {
        // Counted and reported below, once for all rows.
        result.failed += 1;
        result.firstError ??= error instanceof Error ? error.message : String(error);
      }
      setProgress({ done: index + 1, total: rows.length });
    }
    return result;
  };

  return { run, progress };
}
