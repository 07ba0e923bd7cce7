import { PlusOutlined } from '@ant-design/icons';
import { STD_MODEL_BUTTONS } from '@beacon/contracts/iot-model.endpoints';
import type { ModelRelevance } from '@beacon/contracts/iot-third-model';
import { modelRelevanceEndpoints } from '@beacon/contracts/iot-third-model.endpoints';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfirmAction } from '../../../components/crud/use-confirm-action';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { ListPage } from '../../../components/list-page/list-page';
import { Permission } from '../../../components/permission/permission';
import { useBreadcrumbBackLink } from '../../../lib/page-back-link';
import { deleteRelevance } from './api/delete-relevance';
import { stdModelQueryOptions } from './api/get-std-model';
import { relevancePageSource } from './api/post-relevance-page';
import { relevanceAddPath, relevanceEditPath, useIdParam } from './id-param';
import { relevanceColumns } from './relevance-columns';

/** The associations of the standard model `?stdModelId=` (/std-model/relevance): list, add, edit, delete. */
export default function RelevanceListPage() {
  const { t } = useTranslation('relevance');
  const stdModelId = useIdParam('stdModelId');
  useBreadcrumbBackLink({ title: t('backToModels'), path: '/std-model/list' });
  if (stdModelId === undefined) return <EmptyState text={t('noStdModel')} />;
  return <RelevanceList stdModelId={stdModelId} />;
}

function RelevanceList({ stdModelId }: { stdModelId: number }) {
  const { t } = useTranslation('relevance');
  const navigate = useNavigate();
  const stdModel = useQuery(stdModelQueryOptions(stdModelId)).data?.data;
  const source = useMemo(() => relevancePageSource(stdModelId), [stdModelId]);
  const remove = useConfirmAction<ModelRelevance>({
    confirm: 'delete',
    run: (row) => deleteRelevance(row.id),
    success: () => t('deleted'),
    invalidates: [modelRelevanceEndpoints.remove],
  });
  const columns = relevanceColumns(t, {
    edit: (row) => navigate(relevanceEditPath(row.id)),
    remove: (row) => void remove(row),
  });

  return (
    <ListPage<ModelRelevance>
      title={stdModel ? t('listTitle', { name: stdModel.name, productKey: stdModel.productKey }) : undefined}
      source={source}
      columns={columns}
      tableProps={{ scroll: { x: 860 } }}
      actions={
        <Permission pageId={STD_MODEL_BUTTONS.relevance}>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(relevanceAddPath(stdModelId))}
            data-testid="relevance-create"
          >
            {t('create')}
          </Button>
        </Permission>
      }
    />
  );
}
