import { operaLogEndpoints } from '@beacon/contracts/log-manage.endpoints';
import { SUCCESS_CODE } from '@beacon/contracts/protocol';
import { MODULES } from '@beacon/contracts/registry';
import type { OperaLog } from '@beacon/contracts/system-management';
import { definePage } from '../../../components/page-kit/define-page';
import type { TextContext } from '../../../components/page-kit/page-spec';

/** Module code the server logs sign-in, refresh and sign-out under. */
const AUTH_MODULE = 'auth';

/** Title of a logged module code in the language ('auth' is sign-in/sign-out; unknown codes stay as they are). */
const moduleTitle = (code: string, { t, language }: TextContext): string => {
  if (code === AUTH_MODULE) return t('authModule');
  const module = MODULES.find((item) => item.code === code);
  if (!module) return code;
  return language.startsWith('en') ? module.title.en : module.title.zh;
};

/** Whether a logged call succeeded: protocol code 000000, or 200 for replies without one. */
const succeeded = (row: OperaLog): boolean => row.resultCode === SUCCESS_CODE || row.resultCode === '200';

/**
 * /sys-opera-log/list: the read-only system operation log with account, module, action, result and time
 * filters, an entry's detail in a drawer, and xlsx export.
 */
export default definePage({
  route: '/sys-opera-log/list',
  texts: 'operaLog',
  endpoint: operaLogEndpoints.page,
  filters: [
    'account',
    {
      key: 'module',
      options: (context) =>
        [...MODULES.map((module) => module.code), AUTH_MODULE].map((code) => ({
          value: code,
          label: moduleTitle(code, context),
        })),
    },
    'action',
    'result',
    { key: 'timeRange', range: ['startTime', 'endTime'] },
  ],
  columns: [
    { key: 'createDate', label: 'time', format: 'dateTime', width: 170, exportWidth: 20 },
    { key: 'account', width: 120 },
    { key: 'module', width: 120, text: (row, context) => moduleTitle(row.module, context) },
    { key: 'action', width: 140 },
    { key: 'path', label: 'request', width: 280, exportWidth: 40, text: (row) => `${row.method} ${row.path}`.trim() },
    { key: 'targetId', width: 100 },
    {
      key: 'resultCode',
      label: 'result',
      width: 130,
      text: (row, { t }) =>
        succeeded(row) ? t('values.result.success') : `${t('values.result.failure')} ${row.resultCode}`,
      tagColor: (row) => (succeeded(row) ? 'green' : 'red'),
    },
    { key: 'httpStatus', width: 100 },
    { key: 'durationMs', width: 110, align: 'right' },
    { key: 'ip', width: 130 },
    { key: 'userAgent', only: ['detail', 'export'], exportWidth: 40 },
    { key: 'msgId', width: 220, copy: true },
  ],
  rowActions: [{ kind: 'detail' }],
  toolbar: ['export'],
});
