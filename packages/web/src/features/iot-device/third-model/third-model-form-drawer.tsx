import type { EndpointBody } from '@beacon/contracts/endpoint';
import type { ThirdModel } from '@beacon/contracts/iot-third-model';
import { thirdModelEndpoints } from '@beacon/contracts/iot-third-model.endpoints';
import { useTranslation } from 'react-i18next';
import { EntityFormDrawer } from '../../../components/crud/entity-form-drawer';
import { useEntityForm } from '../../../components/crud/use-entity-form';
import {
  THIRD_MODEL_FORM_FIELDS,
  ThirdModelFormFields,
  type ThirdModelFormValues,
  thirdModelWireFields,
} from './third-model-form';

type ThirdModelUpdateBody = EndpointBody<typeof thirdModelEndpoints.update>;

/** Props of the third-party model drawer. */
export interface ThirdModelFormDrawerProps {
  open: boolean;
  /** The model to edit; absent = create. */
  thirdModelId?: number;
  onClose: () => void;
  afterClose?: () => void;
}

/** The thing model of an edited model travels unchanged (the detail page edits it). */
const modelOf = (model: ThirdModel | undefined) => ({
  properties: model?.properties ?? [],
  events: model?.events ?? [],
  services: model?.services ?? [],
});

/** Create or edit a third-party model's fields in a 664 px drawer (a new model starts with an empty thing model). */
export function ThirdModelFormDrawer({ open, thirdModelId, onClose, afterClose }: ThirdModelFormDrawerProps) {
  const { t } = useTranslation('thirdModel');
  const entityForm = useEntityForm({
    id: thirdModelId,
    get: thirdModelEndpoints.get,
    save: thirdModelEndpoints.save,
    update: thirdModelEndpoints.update,
    toValues: (model: ThirdModel): Partial<ThirdModelFormValues> => ({
      name: model.name,
      manufacturer: model.manufacturer,
      modelNumber: model.modelNumber,
      protocol: model.protocol,
      description: model.description,
    }),
    defaults: { protocol: 'MQTT' },
    toSaveBody: (values: ThirdModelFormValues) => ({ ...thirdModelWireFields(values), ...modelOf(undefined) }),
    // The loaded model's lists are read when saving, after the form has loaded it.
    toUpdateBody: (values: ThirdModelFormValues, id: number): ThirdModelUpdateBody => ({
      id,
      ...thirdModelWireFields(values),
      ...modelOf(entityForm.entity),
    }),
    fields: THIRD_MODEL_FORM_FIELDS,
    successText: t('saved'),
    onSaved: onClose,
  });

  return (
    <EntityFormDrawer
      entityForm={entityForm}
      open={open}
      onClose={onClose}
      afterClose={afterClose}
      title={entityForm.editing ? t('editTitle') : t('createTitle')}
      testId="third-model-form-drawer"
      name="third-model-form"
    >
      <ThirdModelFormFields />
    </EntityFormDrawer>
  );
}
