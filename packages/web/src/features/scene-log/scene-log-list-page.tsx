import type { SceneLog } from '@beacon/contracts/log-manage';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../components/list-page/list-page';
import { sceneLogPageSource } from './api/post-scene-log-page';
import { sceneLogColumns } from './scene-log-columns';
import { sceneLogFields } from './scene-log-filters';

/** /sass-log/list: every automation run (alarms, rule-opened work orders, event pushes, indicator checks) and its result. */
export default function SceneLogListPage() {
  const { t } = useTranslation('sceneLog');
  const fields = useMemo(() => sceneLogFields(t), [t]);
  const columns = useMemo(() => sceneLogColumns(t), [t]);
  return (
    <ListPage<SceneLog>
      source={sceneLogPageSource}
      fields={fields}
      columns={columns}
      rowKey="id"
      tableProps={{ scroll: { x: 1160 }, emptyText: t('empty') }}
    />
  );
}
