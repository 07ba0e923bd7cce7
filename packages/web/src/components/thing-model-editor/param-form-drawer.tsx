import { DRAWER_WIDTH_INNER } from '@beacon/contracts/constants';
import type { ParamDef } from '@beacon/contracts/thing-model';
import { THING_MODEL_LIMITS } from '@beacon/contracts/thing-model-fields';
import type { ThingModelError } from '@beacon/contracts/thing-model-issues';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../form-drawer/form-drawer';
import { DataTypeFields } from './data-type-fields';
import { type DataTypeValues, dataTypePaths, fromDataType, toDataType } from './data-type-values';
import { FieldErrorsProvider, UnplacedErrors, useErrorItemProps } from './field-errors';
import { checkParams } from './validate-draft';

/** A parameter as the form edits it. */
interface ParamValues {
  identifier?: string;
  name?: string;
  dataType?: DataTypeValues;
}

/** Props of the parameter drawer. */
export interface ParamFormDrawerProps {
  open: boolean;
  /** The whole list the parameter belongs to (identifiers are unique within it). */
  params: readonly ParamDef[];
  /** Position of the edited parameter; undefined adds one. */
  index: number | undefined;
  onSave: (params: ParamDef[]) => void;
  onClose: () => void;
  afterClose?: () => void;
  testId: string;
}

const toValues = (param: ParamDef | undefined): ParamValues =>
  param
    ? { identifier: param.identifier, name: param.name, dataType: fromDataType(param.dataType) }
    : { dataType: { type: 'int' } };

/** Add or edit one parameter in a 600 px inner drawer; the contract's messages show on their fields. */
export function ParamFormDrawer({ open, params, index, onSave, onClose, afterClose, testId }: ParamFormDrawerProps) {
  const { t } = useTranslation('thingModel');
  const [form] = Form.useForm<ParamValues>();
  const [errors, setErrors] = useState<ThingModelError[]>([]);
  const [tried, setTried] = useState(false);
  const position = index ?? params.length;
  const dataType: DataTypeValues | undefined = Form.useWatch('dataType', { form, preserve: true });

  const check = (current: ParamValues) => {
    const draft = { identifier: current.identifier, name: current.name, dataType: toDataType(current.dataType) };
    const list = [...params.slice(0, position), draft, ...params.slice(position + 1)];
    return checkParams(list);
  };
  const submit = () => {
    setTried(true);
    const result = check(form.getFieldsValue(true));
    if (result.ok) onSave(result.params);
    else setErrors(result.errors);
  };

  return (
    <FormDrawer
      open={open}
      title={index === undefined ? t('addParam') : t('editParam')}
      width={DRAWER_WIDTH_INNER}
      onClose={onClose}
      afterClose={afterClose}
      onSubmit={submit}
      testId={testId}
    >
      <FieldErrorsProvider errors={errors} prefix={[position]}>
        <UnplacedErrors placed={[[], ['identifier'], ['name'], ...dataTypePaths(dataType, ['dataType'])]} />
        <Form<ParamValues>
          form={form}
          // Named after the drawer: nested drawers' inputs must not share ids.
          name={testId.replace(/-drawer$/, '')}
          layout="vertical"
          initialValues={toValues(index === undefined ? undefined : params[index])}
          onValuesChange={() => {
            if (!tried) return;
            const result = check(form.getFieldsValue(true));
            setErrors(result.ok ? [] : result.errors);
          }}
        >
          <ParamIdentity />
          <DataTypeFields name={['dataType']} at={['dataType']} place="any" />
        </Form>
      </FieldErrorsProvider>
    </FormDrawer>
  );
}

/** Identifier and name of a parameter or definition, with the validator's messages. */
export function ParamIdentity() {
  const { t } = useTranslation('thingModel');
  const identifier = useErrorItemProps(['identifier']);
  const name = useErrorItemProps(['name']);
  return (
    <>
      <Form.Item name="identifier" label={t('identifier')} required {...identifier}>
        <Input maxLength={THING_MODEL_LIMITS.identifierMax} autoComplete="off" />
      </Form.Item>
      <Form.Item name="name" label={t('name')} required {...name}>
        <Input maxLength={THING_MODEL_LIMITS.nameMax} />
      </Form.Item>
    </>
  );
}
