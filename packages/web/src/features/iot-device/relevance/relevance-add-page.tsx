import { stdModelEndpoints } from '@beacon/contracts/iot-model.endpoints';
import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { endpointQueryOptions } from '../../../lib/api-client/call-endpoint';
import { useBreadcrumbBackLink } from '../../../lib/page-back-link';
import { relevanceListPath, useIdParam } from './id-param';
import { RelevanceEditor } from './relevance-editor';

/** Add an association to the standard model `?stdModelId=` (/std-model/relevance-add). */
export default function RelevanceAddPage() {
  const { t } = useTranslation('relevance');
  const stdModelId = useIdParam('stdModelId');
  const stdModel = useQuery({
    ...endpointQueryOptions(stdModelEndpoints.get, { params: { id: stdModelId ?? 0 } }),
    enabled: stdModelId !== undefined,
  });
  useBreadcrumbBackLink(stdModelId === undefined ? null : { title: t('back'), path: relevanceListPath(stdModelId) });
  if (stdModelId === undefined || stdModel.isError) return <EmptyState text={t('noScope')} />;
  if (!stdModel.data) return <Spin />;
  // Another standard model (the same route with another query) starts a fresh editor.
  return <RelevanceEditor key={stdModelId} stdModel={stdModel.data.data} routePath="/std-model/relevance-add" />;
}
