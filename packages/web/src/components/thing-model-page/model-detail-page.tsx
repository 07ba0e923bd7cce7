import type { AnyEndpoint } from '@beacon/contracts/endpoint';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, type DescriptionsProps, Space, Spin, Typography } from 'antd';
import { Fragment, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQueryOptions } from '../../lib/api-client/call-endpoint';
import { reportError } from '../../lib/api-client/report-error';
import { useBreadcrumbBackLink } from '../../lib/page-back-link';
import { usePermittedPageIds } from '../../lib/session-store';
import { useIdParam } from '../../lib/use-id-param';
import { invalidateEndpoints } from '../crud/invalidate-endpoints';
import type { GetEndpoint } from '../crud/use-entity-form';
import { EmptyState } from '../empty-state/empty-state';
import { Permission } from '../permission/permission';

/** A model as its detail page loads it: its id, and its last change (a new version mounts a fresh editor). */
interface LoadedModel {
  id: number;
  updateDate: number;
}

/** Props of a model's detail route. */
export interface ModelDetailRouteProps<Model extends LoadedModel> {
  /** Locale namespace of `backToList` and `noModel`. */
  texts: string;
  /** The list the breadcrumb leads back to. */
  listPath: string;
  get: GetEndpoint<Model>;
  /** The page of the loaded model. */
  children: (model: Model) => ReactNode;
}

/** The model `?id=` of a detail route: loaded fresh, a spinner meanwhile, "not found" without one. */
export function ModelDetailRoute<Model extends LoadedModel>(props: ModelDetailRouteProps<Model>) {
  const { t } = useTranslation(props.texts);
  const id = useIdParam('id');
  useBreadcrumbBackLink({ title: t('backToList'), path: props.listPath });
  if (id === undefined) return <EmptyState text={t('noModel')} />;
  return <LoadedModelPage id={id} {...props} />;
}

function LoadedModelPage<Model extends LoadedModel>({
  id,
  texts,
  get,
  children,
}: ModelDetailRouteProps<Model> & { id: number }) {
  const { t } = useTranslation(texts);
  const query = useQuery({ ...endpointQueryOptions(get, { params: { id } }), staleTime: 0 });
  const model = query.data?.data;
  if (query.isPending) return <Spin spinning description={t('common:loading')} style={{ width: '100%' }} />;
  if (!model) return <EmptyState text={t('noModel')} />;
  // A fresh editor per loaded version: a save (or a reload) starts from what the server holds.
  return <Fragment key={`${model.id}:${model.updateDate}`}>{children(model)}</Fragment>;
}

/** Changes the page makes to its draft. */
export type DraftUpdate<Draft> = (update: (draft: Draft) => Draft) => void;

/** Props of a model's editor. */
export interface ModelDetailEditorProps<Draft> {
  /** Locale namespace of `reset` and `save`. */
  texts: string;
  /** Test id prefix: `<prefix>-detail`, `<prefix>-reset`, `<prefix>-save`. */
  testId: string;
  title: ReactNode;
  /** The button page id that allows editing (else read-only). */
  editButton: string;
  /** Further buttons before reset and save. */
  actions?: ReactNode;
  /** The model's own fields, read-only. */
  items: NonNullable<DescriptionsProps['items']>;
  /** What the server holds. */
  saved: Draft;
  /** Sends the draft. */
  save: (draft: Draft) => Promise<unknown>;
  /** Endpoints whose queries the save changes. */
  invalidates: readonly AnyEndpoint[];
  /** The editors of the draft. */
  children: (draft: Draft, change: DraftUpdate<Draft>, readOnly: boolean) => ReactNode;
}

/** A model's detail: its fields, then its editors; reset and save once the draft differs from what is saved. */
export function ModelDetailEditor<Draft>(props: ModelDetailEditorProps<Draft>) {
  const { texts, testId, saved } = props;
  const { t } = useTranslation(texts);
  const { message } = App.useApp();
  const client = useQueryClient();
  const canEdit = usePermittedPageIds().has(props.editButton);
  const [draft, setDraft] = useState<Draft>(saved);
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const save = useMutation({
    mutationFn: () => props.save(draft),
    onSuccess: async () => {
      void message.success(t('pageKit:saved'));
      await invalidateEndpoints(client, props.invalidates);
    },
    onError: reportError,
  });

  return (
    <div className="beacon-detail-page" data-testid={`${testId}-detail`}>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {props.title}
        </Typography.Title>
        <Space wrap>
          {props.actions}
          <Permission pageId={props.editButton}>
            <Button disabled={!dirty || save.isPending} onClick={() => setDraft(saved)} data-testid={`${testId}-reset`}>
              {t('reset')}
            </Button>
            <Button
              type="primary"
              disabled={!dirty}
              loading={save.isPending}
              onClick={() => save.mutate()}
              data-testid={`${testId}-save`}
            >
              {t('save')}
            </Button>
          </Permission>
        </Space>
      </Space>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2, lg: 3 }}
        style={{ marginBottom: 16 }}
        items={props.items}
      />
      {props.children(draft, setDraft, !canEdit)}
    </div>
  );
}
