import type { ThirdModel } from '@beacon/contracts/iot-third-model';
import { thirdModelEndpoints } from '@beacon/contracts/iot-third-model.endpoints';
import type { ThingModel } from '@beacon/contracts/thing-model';
import { useTranslation } from 'react-i18next';
import { ThingModelEditor } from '../../../components/thing-model-editor/thing-model-editor';
import { ModelDetailEditor, ModelDetailRoute } from '../../../components/thing-model-page/model-detail-page';
import { thingModelOf } from '../../../components/thing-model-page/thing-model-of';
import { callEndpoint } from '../../../lib/api-client/call-endpoint';
import { formatDateTime } from '../../../lib/formatters';
import { THIRD_MODEL_BUTTONS, THIRD_MODEL_LIST_PATH } from './third-model-paths';

/** The third-party model `?id=` (/iot-device-third/detail): its fields and the thing-model editor; save. */
export default function ThirdModelDetailPage() {
  return (
    <ModelDetailRoute texts="thirdModel" listPath={THIRD_MODEL_LIST_PATH} get={thirdModelEndpoints.get}>
      {(thirdModel) => <ThirdModelEditor thirdModel={thirdModel} />}
    </ModelDetailRoute>
  );
}

/** The save of a third-party model: its fields as loaded and the edited thing model. */
const saveThirdModel = (thirdModel: ThirdModel, draft: ThingModel) =>
  callEndpoint(thirdModelEndpoints.update, {
    body: {
      id: thirdModel.id,
      name: thirdModel.name,
      manufacturer: thirdModel.manufacturer,
      modelNumber: thirdModel.modelNumber,
      protocol: thirdModel.protocol,
      description: thirdModel.description,
      ...draft,
    },
  });

/** A third-party model's editor: its fields and the thing model. */
export function ThirdModelEditor({ thirdModel }: { thirdModel: ThirdModel }) {
  const { t } = useTranslation('thirdModel');
  return (
    <ModelDetailEditor<ThingModel>
      texts="thirdModel"
      testId="third-model"
      title={`${thirdModel.name} (${thirdModel.manufacturer} ${thirdModel.modelNumber})`}
      editButton={THIRD_MODEL_BUTTONS.edit}
      items={[
        { key: 'manufacturer', label: t('manufacturer'), children: thirdModel.manufacturer },
        { key: 'modelNumber', label: t('modelNumber'), children: thirdModel.modelNumber },
        { key: 'protocol', label: t('protocol'), children: thirdModel.protocol },
        { key: 'updateDate', label: t('updateDate'), children: formatDateTime(thirdModel.updateDate) },
        { key: 'description', label: t('description'), children: thirdModel.description || '--' },
      ]}
      saved={thingModelOf(thirdModel)}
      save={(draft) => saveThirdModel(thirdModel, draft)}
      invalidates={[thirdModelEndpoints.update]}
    >
      {(draft, change, readOnly) => (
        <ThingModelEditor
          value={draft}
          onChange={(model) => change(() => model)}
          readOnly={readOnly}
          exportName={`${thirdModel.manufacturer}-${thirdModel.modelNumber}`}
          testId="third-thing-model"
        />
      )}
    </ModelDetailEditor>
  );
}
