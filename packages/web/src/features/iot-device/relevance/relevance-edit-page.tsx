import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { useBreadcrumbBackLink } from '../../../lib/page-back-link';
import { relevanceQueryOptions } from './api/get-relevance';
import { stdModelQueryOptions } from './api/get-std-model';
import { relevanceListPath, useIdParam } from './id-param';
import { RelevanceEditor } from './relevance-editor';

/** Edit the association `?id=` (/std-model/relevance-edit). */
export default function RelevanceEditPage() {
  const { t } = useTranslation('relevance');
  const id = useIdParam('id');
  const relevance = useQuery({ ...relevanceQueryOptions(id ?? 0), enabled: id !== undefined });
  const stdModelId = relevance.data?.data.stdModelId;
  const stdModel = useQuery({ ...stdModelQueryOptions(stdModelId ?? 0), enabled: stdModelId !== undefined });
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
