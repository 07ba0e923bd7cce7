import type { StdModel } from '@beacon/contracts/iot-model';
import { stdModelEndpoints } from '@beacon/contracts/iot-model.endpoints';
import type { RecordFormProps } from '../../../components/page-kit/page-spec';
import { ModelFormDrawer } from '../../../components/thing-model-page/model-form-drawer';
import { thingModelOf } from '../../../components/thing-model-page/thing-model-of';
import { STD_MODEL_FORM_FIELDS, StdModelFormFields, type StdModelFormValues } from './std-model-form-fields';
import { useStdModelLookups } from './std-model-lookups';

const wireFields = (values: StdModelFormValues) => ({
  name: values.name,
  groupId: values.groupId ?? null,
  categoryId: values.categoryId ?? null,
  protocol: values.protocol,
  domainModelId: values.domainModelId ?? null,
  description: values.description ?? '',
});

/** The thing model and alarm rules of a model travel unchanged (the detail page edits them). */
const modelOf = (model: StdModel | undefined) => ({ ...thingModelOf(model), alarmRules: model?.alarmRules ?? [] });

/** Create or edit a standard model's fields in a 664 px drawer (a new model starts with an empty thing model). */
export function StdModelFormDrawer(props: RecordFormProps<StdModel>) {
  const lookups = useStdModelLookups();
  return (
    <ModelFormDrawer
      {...props}
      texts="stdModel"
      name="std-model-form"
      endpoints={stdModelEndpoints}
      toValues={(model): Partial<StdModelFormValues> => ({
        productKey: model.productKey,
        name: model.name,
        groupId: model.groupId,
        categoryId: model.categoryId,
        protocol: model.protocol,
        domainModelId: model.domainModelId,
        description: model.description,
      })}
      defaults={{ protocol: 'MQTT' }}
      toSaveBody={(values: StdModelFormValues) => ({
        productKey: values.productKey,
        ...wireFields(values),
        ...modelOf(undefined),
      })}
      toUpdateBody={(values, id, loaded) => ({ id, ...wireFields(values), ...modelOf(loaded) })}
      fields={STD_MODEL_FORM_FIELDS}
    >
      {(editing) => <StdModelFormFields editing={editing} lookups={lookups} />}
    </ModelFormDrawer>
  );
}
