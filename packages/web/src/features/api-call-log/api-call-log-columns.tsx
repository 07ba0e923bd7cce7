import type { ApiCallLog, ApiCallResult } from '@beacon/contracts/log-manage';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { dateTimeColumn, type StatusLook, statusColumn } from '../../components/crud/crud-columns';

/** How each result shows: green success, red failure. */
const resultLooks = (t: TFunction): Record<ApiCallResult, StatusLook> => ({
  success: { color: 'green', text: t('apiCallLog:results.success') },
  fail: { color: 'red', text: t('apiCallLog:results.fail') },
});

/** Columns of the API call log. */
export function apiCallLogColumns(t: TFunction): ColumnsType<ApiCallLog> {
  return [
    dateTimeColumn<ApiCallLog>(t('apiCallLog:time'), 'createDate'),
    { title: t('apiCallLog:appName'), dataIndex: 'appName', width: 160, ellipsis: true },
    { title: t('apiCallLog:appId'), dataIndex: 'appId', width: 160, ellipsis: true },
    { title: t('apiCallLog:apiName'), dataIndex: 'apiName', width: 160, ellipsis: true },
    { title: t('apiCallLog:method'), dataIndex: 'method', width: 90 },
    { title: t('apiCallLog:path'), dataIndex: 'path', width: 220, ellipsis: true },
    { title: t('apiCallLog:httpStatus'), dataIndex: 'httpStatus', width: 90 },
    statusColumn<ApiCallLog>(t('apiCallLog:result'), 'result', resultLooks(t), 90),
    { title: t('apiCallLog:durationMs'), dataIndex: 'durationMs', width: 100, align: 'right' },
    { title: t('apiCallLog:clientIp'), dataIndex: 'clientIp', width: 140 },
    { title: t('apiCallLog:requestId'), dataIndex: 'requestId', width: 200, ellipsis: true },
    { title: t('apiCallLog:errorMessage'), dataIndex: 'errorMessage', width: 240, ellipsis: true },
  ];
}
