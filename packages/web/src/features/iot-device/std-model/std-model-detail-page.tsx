import type { AlarmRule, StdModel } from '@beacon/contracts/iot-model';
import { STD_MODEL_BUTTONS, stdModelEndpoints } from '@beacon/contracts/iot-model.endpoints';
import type { ThingModel } from '@beacon/contracts/thing-model';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { invalidateEndpoints } from '../../../components/crud/invalidate-endpoints';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { Permission } from '../../../components/permission/permission';
import { ThingModelEditor } from '../../../components/thing-model-editor/thing-model-editor';
import { reportError } from '../../../lib/api-client/report-error';
import { formatDateTime } from '../../../lib/formatters';
import { useBreadcrumbBackLink } from '../../../lib/page-back-link';
import { usePermittedPageIds } from '../../../lib/session-store';
import { AlarmRulesTable } from './alarm-rules-table';
import { stdModelQueryOptions } from './api/get-std-model';
import { updateStdModel } from './api/put-std-model-update';
import { type StdModelLookups, useStdModelLookups } from './std-model-lookups';
import { STD_MODEL_LIST_PATH, stdModelRelevancePath, useIdParam } from './std-model-paths';

/** The standard model `?id=` (/std-model/detail): its fields, the model editor and its alarm rules; save. */
export default function StdModelDetailPage() {
  const { t } = useTranslation('stdModel');
  const id = useIdParam('id');
  useBreadcrumbBackLink({ title: t('backToList'), path: STD_MODEL_LIST_PATH });
  if (id === undefined) return <EmptyState text={t('noModel')} />;
  return <StdModelDetail id={id} />;
}

/** What the detail page edits before it is saved. */
interface Draft {
  model: ThingModel;
  alarmRules: AlarmRule[];
}

function StdModelDetail({ id }: { id: number }) {
  const { t } = useTranslation('stdModel');
  const query = useQuery(stdModelQueryOptions(id));
  const lookups = useStdModelLookups();
  const stdModel = query.data?.data;
  if (query.isPending) return <Spin spinning description={t('common:loading')} style={{ width: '100%' }} />;
  if (!stdModel) return <EmptyState text={t('noModel')} />;
  // A fresh editor per loaded version: a save (or a reload) starts from what the server holds.
  return <StdModelEditor key={`${stdModel.id}:${stdModel.updateDate}`} stdModel={stdModel} lookups={lookups} />;
}

function StdModelEditor({ stdModel, lookups }: { stdModel: StdModel; lookups: StdModelLookups }) {
  const { t } = useTranslation('stdModel');
  const { message } = App.useApp();
  const client = useQueryClient();
  const navigate = useNavigate();
  const canEdit = usePermittedPageIds().has(STD_MODEL_BUTTONS.edit);
  const saved: Draft = {
    model: { properties: stdModel.properties, events: stdModel.events, services: stdModel.services },
    alarmRules: stdModel.alarmRules,
  };
  const [draft, setDraft] = useState<Draft>(saved);
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const save = useMutation({
    mutationFn: () =>
      updateStdModel({
        id: stdModel.id,
        name: stdModel.name,
        groupId: stdModel.groupId,
        categoryId: stdModel.categoryId,
        protocol: stdModel.protocol,
        domainModelId: stdModel.domainModelId,
        description: stdModel.description,
        ...draft.model,
        alarmRules: draft.alarmRules,
      }),
    onSuccess: async () => {
      void message.success(t('saved'));
      await invalidateEndpoints(client, [stdModelEndpoints.update]);
    },
    onError: reportError,
  });

  return (
    <div className="beacon-detail-page" data-testid="std-model-detail">
      <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {stdModel.name} ({stdModel.productKey})
        </Typography.Title>
        <Space wrap>
          <Permission pageId={STD_MODEL_BUTTONS.relevance}>
            <Button onClick={() => navigate(stdModelRelevancePath(stdModel.id))} data-testid="std-model-relevance">
              {t('relevance')}
            </Button>
          </Permission>
          <Permission pageId={STD_MODEL_BUTTONS.edit}>
            <Button disabled={!dirty || save.isPending} onClick={() => setDraft(saved)} data-testid="std-model-reset">
              {t('reset')}
            </Button>
            <Button
              type="primary"
              disabled={!dirty}
              loading={save.isPending}
              onClick={() => save.mutate()}
              data-testid="std-model-save"
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
        items={[
          { key: 'productKey', label: t('productKey'), children: stdModel.productKey },
          { key: 'group', label: t('group'), children: lookups.groupName(stdModel.groupId) || '--' },
          { key: 'category', label: t('category'), children: lookups.categoryName(stdModel.categoryId) || '--' },
          { key: 'protocol', label: t('protocol'), children: stdModel.protocol },
          { key: 'domain', label: t('domainModel'), children: lookups.domainName(stdModel.domainModelId) || '--' },
          { key: 'updateDate', label: t('updateDate'), children: formatDateTime(stdModel.updateDate) },
          { key: 'description', label: t('description'), children: stdModel.description || '--' },
        ]}
      />
      <ThingModelEditor
        value={draft.model}
        onChange={(model) => setDraft((current) => ({ ...current, model }))}
        readOnly={!canEdit}
        exportName={stdModel.productKey}
        extraTabs={[
          {
            key: 'alarmRules',
            label: `${t('alarmRules')} (${draft.alarmRules.length})`,
            children: (
              <AlarmRulesTable
                rules={draft.alarmRules}
                properties={draft.model.properties}
                readOnly={!canEdit}
                onChange={(alarmRules) => setDraft((current) => ({ ...current, alarmRules }))}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
