import type { ThirdModel } from '@beacon/contracts/iot-third-model';
import { thirdModelEndpoints } from '@beacon/contracts/iot-third-model.endpoints';
import type { ThingModel } from '@beacon/contracts/thing-model';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateEndpoints } from '../../../components/crud/invalidate-endpoints';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { Permission } from '../../../components/permission/permission';
import { ThingModelEditor } from '../../../components/thing-model-editor/thing-model-editor';
import { reportError } from '../../../lib/api-client/report-error';
import { formatDateTime } from '../../../lib/formatters';
import { useBreadcrumbBackLink } from '../../../lib/page-back-link';
import { usePermittedPageIds } from '../../../lib/session-store';
import { thirdModelQueryOptions } from './api/get-third-model';
import { updateThirdModel } from './api/put-third-model-update';
import { THIRD_MODEL_BUTTONS } from './third-model-columns';
import { THIRD_MODEL_LIST_PATH, useIdParam } from './third-model-paths';

/** The third-party model `?id=` (/iot-device-third/detail): its fields and the thing-model editor; save. */
export default function ThirdModelDetailPage() {
  const { t } = useTranslation('thirdModel');
  const id = useIdParam('id');
  useBreadcrumbBackLink({ title: t('backToList'), path: THIRD_MODEL_LIST_PATH });
  if (id === undefined) return <EmptyState text={t('noModel')} />;
  return <ThirdModelDetail id={id} />;
}

function ThirdModelDetail({ id }: { id: number }) {
  const { t } = useTranslation('thirdModel');
  const query = useQuery(thirdModelQueryOptions(id));
  const thirdModel = query.data?.data;
  if (query.isPending) return <Spin spinning description={t('common:loading')} style={{ width: '100%' }} />;
  if (!thirdModel) return <EmptyState text={t('noModel')} />;
  // A fresh editor per loaded version: a save (or a reload) starts from what the server holds.
  return <ThirdModelEditor key={`${thirdModel.id}:${thirdModel.updateDate}`} thirdModel={thirdModel} />;
}

function ThirdModelEditor({ thirdModel }: { thirdModel: ThirdModel }) {
  const { t } = useTranslation('thirdModel');
  const { message } = App.useApp();
  const client = useQueryClient();
  const canEdit = usePermittedPageIds().has(THIRD_MODEL_BUTTONS.edit);
  const saved: ThingModel = {
    properties: thirdModel.properties,
    events: thirdModel.events,
    services: thirdModel.services,
  };
  const [draft, setDraft] = useState<ThingModel>(saved);
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const save = useMutation({
    mutationFn: () =>
      updateThirdModel({
        id: thirdModel.id,
        name: thirdModel.name,
        manufacturer: thirdModel.manufacturer,
        modelNumber: thirdModel.modelNumber,
        protocol: thirdModel.protocol,
        description: thirdModel.description,
        ...draft,
      }),
    onSuccess: async () => {
      void message.success(t('saved'));
      await invalidateEndpoints(client, [thirdModelEndpoints.update]);
    },
    onError: reportError,
  });

  return (
    <div className="beacon-detail-page" data-testid="third-model-detail">
      <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {thirdModel.name} ({thirdModel.manufacturer} {thirdModel.modelNumber})
        </Typography.Title>
        <Permission pageId={THIRD_MODEL_BUTTONS.edit}>
          <Space>
            <Button disabled={!dirty || save.isPending} onClick={() => setDraft(saved)} data-testid="third-model-reset">
              {t('reset')}
            </Button>
            <Button
              type="primary"
              disabled={!dirty}
              loading={save.isPending}
              onClick={() => save.mutate()}
              data-testid="third-model-save"
            >
              {t('save')}
            </Button>
          </Space>
        </Permission>
      </Space>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2, lg: 3 }}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'manufacturer', label: t('manufacturer'), children: thirdModel.manufacturer },
          { key: 'modelNumber', label: t('modelNumber'), children: thirdModel.modelNumber },
          { key: 'protocol', label: t('protocol'), children: thirdModel.protocol },
          { key: 'updateDate', label: t('updateDate'), children: formatDateTime(thirdModel.updateDate) },
          { key: 'description', label: t('description'), children: thirdModel.description || '--' },
        ]}
      />
      <ThingModelEditor
        value={draft}
        onChange={setDraft}
        readOnly={!canEdit}
        exportName={`${thirdModel.manufacturer}-${thirdModel.modelNumber}`}
        testId="third-thing-model"
      />
    </div>
  );
}
