import { SUCCESS_CODE } from '@beacon/contracts/protocol';
import type { OperaLog } from '@beacon/contracts/system';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { actionsColumn, dateTimeColumn } from '../../components/crud/crud-columns';
import type { ExportColumn } from '../../components/crud/export-rows';
import { formatDateTime } from '../../lib/formatters';
import { moduleTitle } from './opera-log-filters';

/** Whether a logged call succeeded: protocol code 000000, or 200 for replies without one. */
export const isSuccessResult = (resultCode: string): boolean => resultCode === SUCCESS_CODE || resultCode === '200';

/** The result as shown: success, or failure with its code. */
export const resultText = (t: TFunction<'operaLog'>, resultCode: string): string =>
  isSuccessResult(resultCode) ? t('success') : `${t('failure')} ${resultCode}`;

/** Table columns of the operation log (a row's detail opens from its action); empty cells fall back to DataTable's "--". */
export const operaLogColumns = (
  t: TFunction<'operaLog'>,
  language: string,
  showDetail: (row: OperaLog) => void,
): ColumnsType<OperaLog> => [
  dateTimeColumn<OperaLog>(t('time'), 'createDate'),
  { title: t('account'), dataIndex: 'account', width: 120, ellipsis: true },
  {
    title: t('module'),
    dataIndex: 'module',
    width: 120,
    render: (code: string) => (code ? moduleTitle(code, language, t('authModule')) : ''),
  },
  { title: t('action'), dataIndex: 'action', width: 140, ellipsis: true },
  {
    title: t('request'),
    key: 'request',
    width: 280,
    ellipsis: true,
    render: (_: unknown, row: OperaLog) => `${row.method} ${row.path}`.trim(),
  },
  { title: t('targetId'), dataIndex: 'targetId', width: 100, ellipsis: true },
  {
    title: t('result'),
    dataIndex: 'resultCode',
    width: 130,
    render: (code: string) => <Tag color={isSuccessResult(code) ? 'green' : 'red'}>{resultText(t, code)}</Tag>,
  },
  { title: t('httpStatus'), dataIndex: 'httpStatus', width: 100 },
  { title: t('durationMs'), dataIndex: 'durationMs', width: 110, align: 'right' },
  { title: t('ip'), dataIndex: 'ip', width: 130 },
  { title: t('msgId'), dataIndex: 'msgId', width: 220, ellipsis: true },
  actionsColumn<OperaLog>(
    t('actions'),
    [{ key: 'detail', label: t('detail'), testId: 'opera-log-detail', onClick: showDetail }],
    90,
  ),
];

/** Columns of the xlsx export, the same as the table's (times formatted, titles in the language). */
export const operaLogExportColumns = (t: TFunction<'operaLog'>, language: string): ExportColumn<OperaLog>[] => [
  { header: t('time'), value: (row) => formatDateTime(row.createDate), width: 20 },
  { header: t('account'), value: (row) => row.account, width: 16 },
  { header: t('module'), value: (row) => moduleTitle(row.module, language, t('authModule')), width: 16 },
  { header: t('action'), value: (row) => row.action, width: 18 },
  { header: t('request'), value: (row) => `${row.method} ${row.path}`.trim(), width: 40 },
  { header: t('targetId'), value: (row) => row.targetId, width: 12 },
  { header: t('result'), value: (row) => resultText(t, row.resultCode), width: 16 },
  { header: t('httpStatus'), value: (row) => row.httpStatus, width: 12 },
  { header: t('durationMs'), value: (row) => row.durationMs, width: 14 },
  { header: t('ip'), value: (row) => row.ip, width: 16 },
  { header: t('userAgent'), value: (row) => row.userAgent, width: 40 },
  { header: t('msgId'), value: (row) => row.msgId, width: 36 },
];
