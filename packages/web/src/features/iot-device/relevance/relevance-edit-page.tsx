import { stdModelEndpoints } from '@beacon/contracts/iot-model.endpoints';
import { modelRelevanceEndpoints } from '@beacon/contracts/iot-third-model.endpoints';
import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { endpointQueryOptions } from '../../../lib/api-client/call-endpoint';
import { useBreadcrumbBackLink } from '../../../lib/page-back-link';
import { relevanceListPath, useIdParam } from './id-param';
import { RelevanceEditor } from './relevance-editor';

/** Edit the association `?id=` (/std-model/relevance-edit). */
export default function RelevanceEditPage() {
  const { t } = useTranslation('relevance');
  const id = useIdParam('id');
  // Always fetched fresh: it is about to be edited.
  const relevance = useQuery({
    ...endpointQueryOptions(modelRelevanceEndpoints.get, { params: { id: id ?? 0 } }),
    staleTime: 0,
    enabled: id !== undefined,
  });
  const stdModelId = relevance.data?.data.stdModelId;
  const stdModel = useQuery({
    ...endpointQueryOptions(stdModelEndpoints.get, { params: { id: stdModelId ?? 0 } }),
    enabled: stdModelId !== undefined,
  });
  useBreadcrumbBackLink(stdModelId === undefined ? null : { title: t('back'), path: relevanceListPath(stdModelId) });
  if (id === undefined || relevance.isError || stdModel.isError) return <EmptyState text={t('noRelevance')} />;
  if (!relevance.data || !stdModel.data) return <Spin />;
  return (
    <RelevanceEditor
      key={relevance.data.data.id}
      stdModel={stdModel.data.data}
      relevance={relevance.data.data}
      routePath="/std-model/relevance-edit"
    />
  );
}
