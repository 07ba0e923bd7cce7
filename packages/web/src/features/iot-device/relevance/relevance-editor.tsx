import type { StdModel } from '@beacon/contracts/iot-model';
import type { ModelRelevance, PropertyMapping } from '@beacon/contracts/iot-third-model';
import { modelRelevanceEndpoints, thirdModelEndpoints } from '@beacon/contracts/iot-third-model.endpoints';
import type { PropertyDef } from '@beacon/contracts/thing-model';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Select, Space, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useTabsStore } from '../../../app/tabs/tabs-store';
import { invalidateEndpoints } from '../../../components/crud/invalidate-endpoints';
import { refusalFieldErrors, showFieldErrors } from '../../../components/crud/server-refusals';
import { callEndpoint, endpointQueryOptions } from '../../../lib/api-client/call-endpoint';
import { reportError } from '../../../lib/api-client/report-error';
import { ApiError } from '../../../lib/api-client/request';
import { relevanceListPath } from './id-param';
import { initialRows, type MappingRow, mappingRefusals, type RowProblem, rowProblem, toMappings } from './mapping-rows';
import { MappingTable } from './mapping-table';

/** Props of the association editor. */
export interface RelevanceEditorProps {
  stdModel: StdModel;
  /** The association to edit; absent = add. */
  relevance?: ModelRelevance;
  /** The route of the page (its tab closes after saving). */
  routePath: string;
}

interface RelevanceFormValues {
  thirdModelId?: number;
}

const FORM_FIELDS = ['thirdModelId', 'stdModelId'] as const;
const NO_PROPERTIES: readonly PropertyDef[] = [];

/**
 * Add or edit the association of a third-party model with a standard model: pick the third-party model, then per
 * standard property its source property and conversion, each checked live with checkConversion; the server's
 * refusals land on the field or row they name.
 */
export function RelevanceEditor({ stdModel, relevance, routePath }: RelevanceEditorProps) {
  const { t } = useTranslation('relevance');
  const { message } = App.useApp();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [form] = Form.useForm<RelevanceFormValues>();
  const [thirdModelId, setThirdModelId] = useState(relevance?.thirdModelId);
  const [rows, setRows] = useState<MappingRow[]>(() =>
    initialRows(
      stdModel.properties.map((property) => property.identifier),
      relevance?.mappings ?? [],
    ),
  );
  const [serverProblems, setServerProblems] = useState<ReadonlyMap<string, RowProblem>>(new Map());
  const choices = useQuery(endpointQueryOptions(thirdModelEndpoints.list));
  const third = useQuery({
    ...endpointQueryOptions(thirdModelEndpoints.get, { params: { id: thirdModelId ?? 0 } }),
    enabled: thirdModelId !== undefined,
  });
  const thirdProperties = (thirdModelId !== undefined && third.data?.data.properties) || NO_PROPERTIES;

  const mutation = useMutation({
    mutationFn: (mappings: PropertyMapping[]) => {
      const body = { stdModelId: stdModel.id, thirdModelId: thirdModelId ?? 0, mappings };
      return relevance
        ? callEndpoint(modelRelevanceEndpoints.update, { body: { id: relevance.id, ...body } })
        : callEndpoint(modelRelevanceEndpoints.save, { body });
    },
    onSuccess: async () => {
      void message.success(t('saved'));
      navigate(relevanceListPath(stdModel.id));
      useTabsStore.getState().close(routePath);
      await invalidateEndpoints(client, [modelRelevanceEndpoints.save]);
    },
    onError: (error, mappings) => {
      showFieldErrors(
        form,
        refusalFieldErrors(error, FORM_FIELDS).filter(({ name }) => name === 'thirdModelId'),
      );
      if (error instanceof ApiError) setServerProblems(mappingRefusals(error.refusals, mappings));
      reportError(error);
    },
  });

  const changeRow = useCallback((changed: MappingRow) => {
    setRows((current) => current.map((row) => (row.stdProperty === changed.stdProperty ? changed : row)));
    setServerProblems((current) => {
      if (!current.has(changed.stdProperty)) return current;
      const next = new Map(current);
      next.delete(changed.stdProperty);
      return next;
    });
  }, []);

  const pickThirdModel = (id: number) => {
    setThirdModelId(id);
    setServerProblems(new Map());
    // Another vendor model has other properties: every mapping starts over.
    setRows(
      initialRows(
        stdModel.properties.map((property) => property.identifier),
        [],
      ),
    );
  };

  const sourceType = (row: MappingRow) =>
    thirdProperties.find((property) => property.identifier === row.thirdProperty)?.dataType;
  const targetType = (row: MappingRow) =>
    stdModel.properties.find((property) => property.identifier === row.stdProperty)?.dataType;

  const submit = async () => {
    await form.validateFields();
    const invalid = rows.some((row) => {
      const target = targetType(row);
      return target !== undefined && rowProblem(row, sourceType(row), target) !== null;
    });
    if (invalid) {
      void message.error(t('fixMappings'));
      return;
    }
    mutation.mutate(toMappings(rows));
  };

  return (
    <Card title={t(relevance ? 'editTitle' : 'createTitle', { name: stdModel.name, productKey: stdModel.productKey })}>
      <Form<RelevanceFormValues>
        form={form}
        name="relevance-form"
        layout="vertical"
        initialValues={{ thirdModelId: relevance?.thirdModelId }}
        onFinish={() => void submit()}
        disabled={mutation.isPending}
      >
        <Form.Item
          name="thirdModelId"
          label={t('thirdModel')}
          rules={[{ required: true, message: t('thirdModelRequired') }]}
          extra={relevance ? t('thirdModelFixed') : undefined}
        >
          <Select<number>
            options={(choices.data?.data ?? []).map((choice) => ({
              value: choice.id,
              label: `${choice.name} · ${choice.manufacturer} ${choice.modelNumber}`,
            }))}
            loading={choices.isPending}
            disabled={relevance !== undefined}
            placeholder={t('common:pleaseSelect')}
            showSearch={{ optionFilterProp: 'label' }}
            onChange={pickThirdModel}
            style={{ maxWidth: 480 }}
          />
        </Form.Item>
        <Typography.Paragraph type="secondary">{t('mappingHint')}</Typography.Paragraph>
        <MappingTable
          stdProperties={stdModel.properties}
          thirdProperties={thirdProperties}
          rows={rows}
          onChange={changeRow}
          serverProblems={serverProblems}
          disabled={thirdModelId === undefined || mutation.isPending}
        />
        <Space style={{ marginTop: 16 }}>
          <Button type="primary" htmlType="submit" loading={mutation.isPending} data-testid="relevance-submit">
            {t('save')}
          </Button>
          <Button htmlType="button" onClick={() => navigate(relevanceListPath(stdModel.id))}>
            {t('cancel')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
