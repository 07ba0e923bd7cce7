import type { AlarmRule, StdModel } from '@beacon/contracts/iot-model';
import { STD_MODEL_BUTTONS, stdModelEndpoints } from '@beacon/contracts/iot-model.endpoints';
import type { ThingModel } from '@beacon/contracts/thing-model';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Permission } from '../../../components/permission/permission';
import { ThingModelEditor } from '../../../components/thing-model-editor/thing-model-editor';
import { ModelDetailEditor, ModelDetailRoute } from '../../../components/thing-model-page/model-detail-page';
import { thingModelOf } from '../../../components/thing-model-page/thing-model-of';
import { callEndpoint } from '../../../lib/api-client/call-endpoint';
import { formatDateTime } from '../../../lib/formatters';
import { AlarmRulesTable } from './alarm-rules-table';
import { useStdModelLookups } from './std-model-lookups';
import { STD_MODEL_LIST_PATH, stdModelRelevancePath } from './std-model-paths';

/** The standard model `?id=` (/std-model/detail): its fields, the model editor and its alarm rules; save. */
export default function StdModelDetailPage() {
  return (
    <ModelDetailRoute texts="stdModel" listPath={STD_MODEL_LIST_PATH} get={stdModelEndpoints.get}>
      {(stdModel) => <StdModelEditor stdModel={stdModel} />}
    </ModelDetailRoute>
  );
}

/** What the detail page edits before it is saved. */
interface Draft {
  model: ThingModel;
  alarmRules: AlarmRule[];
}

/** The save of a standard model: its fields as loaded, the edited thing model and alarm rules. */
const saveStdModel = (stdModel: StdModel, draft: Draft) =>
  callEndpoint(stdModelEndpoints.update, {
    body: {
      id: stdModel.id,
      name: stdModel.name,
      groupId: stdModel.groupId,
      categoryId: stdModel.categoryId,
      protocol: stdModel.protocol,
      domainModelId: stdModel.domainModelId,
      description: stdModel.description,
      ...draft.model,
      alarmRules: draft.alarmRules,
    },
  });

/** A standard model's editor: the relevance link, its fields, the thing model and the alarm rules tab. */
export function StdModelEditor({ stdModel }: { stdModel: StdModel }) {
  const { t } = useTranslation('stdModel');
  const navigate = useNavigate();
  const lookups = useStdModelLookups();
  return (
    <ModelDetailEditor<Draft>
      texts="stdModel"
      testId="std-model"
      title={`${stdModel.name} (${stdModel.productKey})`}
      editButton={STD_MODEL_BUTTONS.edit}
      actions={
        <Permission pageId={STD_MODEL_BUTTONS.relevance}>
          <Button onClick={() => navigate(stdModelRelevancePath(stdModel.id))} data-testid="std-model-relevance">
            {t('relevance')}
          </Button>
        </Permission>
      }
      items={[
        { key: 'productKey', label: t('productKey'), children: stdModel.productKey },
        { key: 'group', label: t('group'), children: lookups.groupName(stdModel.groupId) || '--' },
        { key: 'category', label: t('category'), children: lookups.categoryName(stdModel.categoryId) || '--' },
        { key: 'protocol', label: t('protocol'), children: stdModel.protocol },
        { key: 'domain', label: t('domainModel'), children: lookups.domainName(stdModel.domainModelId) || '--' },
        { key: 'updateDate', label: t('updateDate'), children: formatDateTime(stdModel.updateDate) },
        { key: 'description', label: t('description'), children: stdModel.description || '--' },
      ]}
      saved={{ model: thingModelOf(stdModel), alarmRules: stdModel.alarmRules }}
      save={(draft) => saveStdModel(stdModel, draft)}
      invalidates={[stdModelEndpoints.update]}
    >
      {(draft, change, readOnly) => (
        <ThingModelEditor
          value={draft.model}
          onChange={(model) => change((current) => ({ ...current, model }))}
          readOnly={readOnly}
          exportName={stdModel.productKey}
          extraTabs={[
            {
              key: 'alarmRules',
              label: `${t('alarmRules')} (${draft.alarmRules.length})`,
              children: (
                <AlarmRulesTable
                  rules={draft.alarmRules}
                  stdModelId={stdModel.id}
                  properties={draft.model.properties}
                  readOnly={readOnly}
                  onChange={(alarmRules) => change((current) => ({ ...current, alarmRules }))}
                />
              ),
            },
          ]}
        />
      )}
    </ModelDetailEditor>
  );
}
