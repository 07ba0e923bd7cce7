import type { EndpointBody } from '@beacon/contracts/endpoint';
import type { StdModel } from '@beacon/contracts/iot-model';
import { stdModelEndpoints } from '@beacon/contracts/iot-model.endpoints';
import { useTranslation } from 'react-i18next';
import { EntityFormDrawer } from '../../../components/crud/entity-form-drawer';
import { useEntityForm } from '../../../components/crud/use-entity-form';
import { STD_MODEL_FORM_FIELDS, StdModelFormFields, type StdModelFormValues } from './std-model-form-fields';
import type { StdModelLookups } from './std-model-lookups';

type StdModelUpdateBody = EndpointBody<typeof stdModelEndpoints.update>;

/** Props of the standard model drawer. */
export interface StdModelFormDrawerProps {
  open: boolean;
  /** The model to edit; absent = create. */
  stdModelId?: number;
  lookups: StdModelLookups;
  onClose: () => void;
  afterClose?: () => void;
}

const wireFields = (values: StdModelFormValues) => ({
  name: values.name,
  groupId: values.groupId ?? null,
  categoryId: values.categoryId ?? null,
  protocol: values.protocol,
  domainModelId: values.domainModelId ?? null,
  description: values.description ?? '',
});

/** The thing model and alarm rules of an edited model travel unchanged (the detail page edits them). */
const modelOf = (model: StdModel | undefined) => ({
  properties: model?.properties ?? [],
  events: model?.events ?? [],
  services: model?.services ?? [],
  alarmRules: model?.alarmRules ?? [],
});

/** Create or edit a standard model's fields in a 664 px drawer (a new model starts with an empty thing model). */
export function StdModelFormDrawer({ open, stdModelId, lookups, onClose, afterClose }: StdModelFormDrawerProps) {
  const { t } = useTranslation('stdModel');
  const entityForm = useEntityForm({
    id: stdModelId,
    get: stdModelEndpoints.get,
    save: stdModelEndpoints.save,
    update: stdModelEndpoints.update,
    toValues: (model: StdModel): Partial<StdModelFormValues> => ({
      productKey: model.productKey,
      name: model.name,
      groupId: model.groupId,
      categoryId: model.categoryId,
      protocol: model.protocol,
      domainModelId: model.domainModelId,
      description: model.description,
    }),
    defaults: { protocol: 'MQTT' },
    toSaveBody: (values: StdModelFormValues) => ({
      productKey: values.productKey,
      ...wireFields(values),
      ...modelOf(undefined),
    }),
    // The loaded model's lists are read when saving, after the form has loaded it.
    toUpdateBody: (values: StdModelFormValues, id: number): StdModelUpdateBody => ({
      id,
      ...wireFields(values),
      ...modelOf(entityForm.entity),
    }),
    fields: STD_MODEL_FORM_FIELDS,
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
      testId="std-model-form-drawer"
      name="std-model-form"
    >
      <StdModelFormFields editing={entityForm.editing} lookups={lookups} />
    </EntityFormDrawer>
  );
}
