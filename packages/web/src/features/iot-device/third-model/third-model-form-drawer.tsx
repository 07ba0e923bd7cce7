import type { ThirdModel } from '@beacon/contracts/iot-third-model';
import { thirdModelEndpoints } from '@beacon/contracts/iot-third-model.endpoints';
import type { RecordFormProps } from '../../../components/page-kit/page-spec';
import { ModelFormDrawer } from '../../../components/thing-model-page/model-form-drawer';
import { thingModelOf } from '../../../components/thing-model-page/thing-model-of';
import {
  THIRD_MODEL_FORM_FIELDS,
  ThirdModelFormFields,
  type ThirdModelFormValues,
  thirdModelWireFields,
} from './third-model-form';

/** Create or edit a third-party model's fields in a 664 px drawer (a new model starts with an empty thing model). */
export function ThirdModelFormDrawer(props: RecordFormProps<ThirdModel>) {
  return (
    <ModelFormDrawer
      {...props}
      texts="thirdModel"
      name="third-model-form"
      endpoints={thirdModelEndpoints}
      toValues={(model): Partial<ThirdModelFormValues> => ({
        name: model.name,
        manufacturer: model.manufacturer,
        modelNumber: model.modelNumber,
        protocol: model.protocol,
        description: model.description,
      })}
      defaults={{ protocol: 'MQTT' }}
      toSaveBody={(values: ThirdModelFormValues) => ({ ...thirdModelWireFields(values), ...thingModelOf() })}
      toUpdateBody={(values, id, loaded) => ({ id, ...thirdModelWireFields(values), ...thingModelOf(loaded) })}
      fields={THIRD_MODEL_FORM_FIELDS}
    >
      {() => <ThirdModelFormFields />}
    </ModelFormDrawer>
  );
}
