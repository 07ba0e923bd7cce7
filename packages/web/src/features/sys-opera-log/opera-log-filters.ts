import { MODULES } from '@beacon/contracts/registry';
import { OPERA_LOG_RESULTS, type OperaLogPageRequest, operaLogPageSchema } from '@beacon/contracts/system';
import type { TFunction } from 'i18next';
import type { FieldConfig } from '../../components/form-field/field-types';
import { timeRangeToEpoch } from '../../lib/time-range';

/** Model of the date-time range filter; the server takes it as startTime/endTime. */
export const TIME_RANGE_MODEL = 'timeRange';
/** Module code the server logs sign-in, refresh and sign-out under. */
export const AUTH_MODULE = 'auth';

/**
 * The page request for the server from the list's body: the serialised date-time range
 * ['YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD HH:mm:ss'] (local time) becomes startTime/endTime in epoch ms.
 */
export const toOperaLogPageRequest = (body: unknown): OperaLogPageRequest => {
  const { [TIME_RANGE_MODEL]: range, ...rest } =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const { from: startTime, to: endTime } = timeRangeToEpoch(range);
  return operaLogPageSchema.parse({ ...rest, startTime, endTime });
};

/** Title of a logged module code in the language ('auth' is sign-in/sign-out; unknown codes stay as they are). */
export const moduleTitle = (code: string, language: string, authTitle: string): string => {
  if (code === AUTH_MODULE) return authTitle;
  const module = MODULES.find((item) => item.code === code);
  if (!module) return code;
  return language.startsWith('en') ? module.title.en : module.title.zh;
};

/** Filter fields of the operation log: account, module, action, result and operation time range. */
export const operaLogFields = (t: TFunction<'operaLog'>, language: string): FieldConfig[] => [
  { model: 'account', label: t('account'), type: 'text', maxLength: 64 },
  {
    model: 'module',
    label: t('module'),
    type: 'select',
    options: [...MODULES.map((module) => module.code), AUTH_MODULE].map((code) => ({
      value: code,
      label: moduleTitle(code, language, t('authModule')),
    })),
  },
  { model: 'action', label: t('action'), type: 'text', maxLength: 64 },
  {
    model: 'result',
    label: t('result'),
    type: 'select',
    options: OPERA_LOG_RESULTS.map((result) => ({ value: result, label: t(result) })),
  },
  { model: TIME_RANGE_MODEL, label: t('timeRange'), type: 'datetimerange' },
];
