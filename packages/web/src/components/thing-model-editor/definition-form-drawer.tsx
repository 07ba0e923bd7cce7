import {
  ACCESS_MODES,
  type AccessMode,
  CALL_TYPES,
  type CallType,
  EVENT_TYPES,
  type EventType,
  type ParamDef,
  type ThingModel,
} from '@beacon/contracts/thing-model';
import type { ThingModelError } from '@beacon/contracts/thing-model-issues';
import { Form, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../form-drawer/form-drawer';
import { DataTypeFields } from './data-type-fields';
import { type DataTypeValues, type Draft, dataTypePaths, fromDataType, toDataType } from './data-type-values';
import { FieldErrorsProvider, UnplacedErrors, useErrorItemProps } from './field-errors';
import { ParamIdentity } from './param-form-drawer';
import { ServiceParamsEditor } from './service-params-editor';
import { checkItem, type ModelListKey, relativeErrors } from './validate-draft';

/** A property, event or service as the form edits it (each kind uses its own fields). */
interface DefinitionValues {
  identifier?: string;
  name?: string;
  accessMode?: AccessMode;
  dataType?: DataTypeValues;
  type?: EventType;
  callType?: CallType;
  inputData?: ParamDef[];
  outputData?: ParamDef[];
}

const NEW_VALUES: Record<ModelListKey, DefinitionValues> = {
  properties: { accessMode: 'r', dataType: { type: 'int' } },
  events: { type: 'info', outputData: [] },
  services: { callType: 'async', inputData: [], outputData: [] },
};

/** The form values of an existing item. */
const toValues = (model: ThingModel, list: ModelListKey, index: number): DefinitionValues => {
  if (list === 'properties') {
    const property = model.properties[index];
    return property ? { ...property, dataType: fromDataType(property.dataType) } : NEW_VALUES.properties;
  }
  if (list === 'events') return { ...(model.events[index] ?? NEW_VALUES.events) };
  return { ...(model.services[index] ?? NEW_VALUES.services) };
};

/** The wire form of the edited item. */
const toDraft = (list: ModelListKey, values: DefinitionValues): Draft => {
  const identity = { identifier: values.identifier, name: values.name };
  if (list === 'properties')
    return { ...identity, accessMode: values.accessMode, dataType: toDataType(values.dataType) };
  if (list === 'events') return { ...identity, type: values.type, outputData: values.outputData ?? [] };
  return {
    ...identity,
    callType: values.callType,
    inputData: values.inputData ?? [],
    outputData: values.outputData ?? [],
  };
};

/** Props of the definition drawer. */
export interface DefinitionFormDrawerProps {
  open: boolean;
  model: ThingModel;
  list: ModelListKey;
  /** Position of the edited item; undefined adds one. */
  index: number | undefined;
  /** Called with the whole new model once the item passes the validator. */
  onSave: (model: ThingModel) => void;
  onClose: () => void;
  afterClose?: () => void;
  testId: string;
}

/**
 * Add or edit a property, event or service: fields by kind (access mode and data type, event type and output,
 * call type and parameters); the contract's validator checks it inside the whole model and its messages show
 * on their fields.
 */
export function DefinitionFormDrawer(props: DefinitionFormDrawerProps) {
  const { model, list, index } = props;
  const { t } = useTranslation('thingModel');
  const [form] = Form.useForm<DefinitionValues>();
  const [errors, setErrors] = useState<ThingModelError[]>([]);
  const [tried, setTried] = useState(false);
  const position = index ?? model[list].length;
  const dataType: DataTypeValues | undefined = Form.useWatch('dataType', { form, preserve: true });

  const check = () => checkItem(model, list, index, toDraft(list, form.getFieldsValue(true)));
  const submit = () => {
    setTried(true);
    const result = check();
    if (result.ok) props.onSave(result.model);
    else setErrors(result.errors);
  };
  const prefix = [list, position];
  const paramErrors = (key: 'inputData' | 'outputData') => relativeErrors(errors, [...prefix, key]);

  return (
    <FormDrawer
      open={props.open}
      title={index === undefined ? t(`add.${list}`) : t(`editTitle.${list}`)}
      onClose={props.onClose}
      afterClose={props.afterClose}
      onSubmit={submit}
      testId={props.testId}
    >
      <FieldErrorsProvider errors={errors} prefix={prefix}>
        <UnplacedErrors
          placed={[
            [],
            ['identifier'],
            ['name'],
            ['accessMode'],
            ['type'],
            ['callType'],
            ...(list === 'properties' ? dataTypePaths(dataType, ['dataType']) : []),
          ]}
          placedUnder={[['inputData'], ['outputData']]}
          testId={`${props.testId}-errors`}
        />
        <Form<DefinitionValues>
          form={form}
          // Named after the drawer: nested drawers' inputs must not share ids.
          name={props.testId.replace(/-drawer$/, '')}
          layout="vertical"
          initialValues={index === undefined ? NEW_VALUES[list] : toValues(model, list, index)}
          onValuesChange={() => {
            if (!tried) return;
            const result = check();
            setErrors(result.ok ? [] : result.errors);
          }}
        >
          <ParamIdentity />
          {list === 'properties' && (
            <>
              <ChoiceItem name="accessMode" label={t('accessMode')} choices={ACCESS_MODES} texts="accessModes" />
              <DataTypeFields name={['dataType']} at={['dataType']} place="any" />
            </>
          )}
          {list === 'events' && (
            <>
              <ChoiceItem name="type" label={t('eventType')} choices={EVENT_TYPES} texts="eventTypes" />
              <Form.Item name="outputData" label={t('outputData')}>
                <ServiceParamsEditor testId="output-params" errors={paramErrors('outputData')} />
              </Form.Item>
            </>
          )}
          {list === 'services' && (
            <>
              <ChoiceItem name="callType" label={t('callType')} choices={CALL_TYPES} texts="callTypes" />
              <Form.Item name="inputData" label={t('inputData')}>
                <ServiceParamsEditor testId="input-params" errors={paramErrors('inputData')} />
              </Form.Item>
              <Form.Item name="outputData" label={t('outputData')}>
                <ServiceParamsEditor testId="output-params" errors={paramErrors('outputData')} />
              </Form.Item>
            </>
          )}
        </Form>
      </FieldErrorsProvider>
    </FormDrawer>
  );
}

interface ChoiceItemProps {
  name: 'accessMode' | 'type' | 'callType';
  label: string;
  choices: readonly string[];
  texts: 'accessModes' | 'eventTypes' | 'callTypes';
}

/** A radio choice (access mode, event type, call type) with the validator's message. */
function ChoiceItem({ name, label, choices, texts }: ChoiceItemProps) {
  const { t } = useTranslation('thingModel');
  const errors = useErrorItemProps([name]);
  return (
    <Form.Item name={name} label={label} required {...errors}>
      <Radio.Group options={choices.map((value) => ({ value, label: t(`${texts}.${value}`) }))} />
    </Form.Item>
  );
}
