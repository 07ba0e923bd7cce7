import { sceneLogEndpoints } from '@beacon/contracts/log-manage.endpoints';
import { definePage } from '../../../components/page-kit/define-page';

/** /sass-log/list: every automation run (alarms, rule-opened work orders, event pushes, indicator checks) and its result. */
export default definePage({
  route: '/sass-log/list',
  texts: 'sceneLog',
  endpoint: sceneLogEndpoints.page,
  filters: [{ key: 'timeRange', range: ['from', 'to'] }, 'ruleName', 'result'],
  columns: [
    { key: 'createDate', label: 'time', format: 'dateTime', width: 170 },
    { key: 'ruleName', width: 180 },
    { key: 'ruleId', width: 160 },
    { key: 'trigger', width: 200 },
    { key: 'result', width: 90, tags: { success: 'green', fail: 'red', skipped: 'default' } },
    { key: 'detail', width: 360 },
  ],
  rowActions: [{ kind: 'detail' }],
});
