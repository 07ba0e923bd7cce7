import type { SceneLog, SceneLogResult } from '@beacon/contracts/log-manage';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { dateTimeColumn, type StatusLook, statusColumn } from '../../components/crud/crud-columns';

/** How each result shows: green success, red failure, grey skipped. */
const resultLooks = (t: TFunction): Record<SceneLogResult, StatusLook> => ({
  success: { color: 'green', text: t('sceneLog:results.success') },
  fail: { color: 'red', text: t('sceneLog:results.fail') },
  skipped: { color: 'default', text: t('sceneLog:results.skipped') },
});

/** Columns of the scene log. */
export function sceneLogColumns(t: TFunction): ColumnsType<SceneLog> {
  return [
    dateTimeColumn<SceneLog>(t('sceneLog:time'), 'createDate'),
    { title: t('sceneLog:ruleName'), dataIndex: 'ruleName', width: 180, ellipsis: true },
    { title: t('sceneLog:ruleId'), dataIndex: 'ruleId', width: 160, ellipsis: true },
    { title: t('sceneLog:trigger'), dataIndex: 'trigger', width: 200, ellipsis: true },
    statusColumn<SceneLog>(t('sceneLog:result'), 'result', resultLooks(t), 90),
    { title: t('sceneLog:detail'), dataIndex: 'detail', width: 360, ellipsis: true },
  ];
}
