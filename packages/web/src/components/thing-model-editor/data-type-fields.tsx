import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { NUMERIC_TYPES, THING_MODEL_LIMITS } from '@beacon/contracts/thing-model-fields';
import { Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  arrayItemPlace,
  type DataTypeValues,
  type EnumItemValues,
  type MemberValues,
  type Segments,
  type TypePlace,
  typesFor,
} from './data-type-values';
import { useErrorItemProps, useErrorsAt } from './field-errors';

/** A path of the form's values. */
export type FormPath = (string | number)[];

/** Props of the data-type fields. */
export interface DataTypeFieldsProps {
  /** Form path of the DataTypeValues object. */
  name: FormPath;
  /** Path of the data type as the validator writes it, relative to the edited thing. */
  at: Segments;
  /** Where the type sits (decides the types offered). */
  place: TypePlace;
  /** Label of the type select (default 数据类型). */
  typeLabel?: string;
}

const numberStyle = { width: '100%' };

/** The fields of a data type: a type select, then the specs of the chosen type (min/max/step/unit, length, ...). */
export function DataTypeFields({ name, at, place, typeLabel }: DataTypeFieldsProps) {
  const { t } = useTranslation('thingModel');
  const form = Form.useFormInstance<Record<string, unknown>>();
  const values: DataTypeValues | undefined = Form.useWatch(name, { form, preserve: true });
  const typeErrors = useErrorItemProps([...at, 'type']);
  const ownErrors = useErrorItemProps(at);
  const type = values?.type;
  return (
    <>
      <Form.Item
        name={[...name, 'type']}
        label={typeLabel ?? t('dataType')}
        required
        {...(typeErrors.help ? typeErrors : ownErrors)}
      >
        <Select options={typesFor(place).map((value) => ({ value, label: t(`types.${value}`) }))} />
      </Form.Item>
      {type !== undefined && (NUMERIC_TYPES as readonly string[]).includes(type) && (
        <NumericFields name={name} at={at} />
      )}
      {type === 'text' && <TextFields name={name} at={at} />}
      {type === 'bool' && <BoolFields name={name} at={at} />}
      {type === 'enum' && <EnumFields name={name} at={at} items={values?.enumItems ?? []} />}
      {type === 'struct' && <StructFields name={name} at={at} members={values?.members ?? []} />}
      {type === 'array' && <ArrayFields name={name} at={at} place={place} />}
    </>
  );
}

interface SpecsProps {
  name: FormPath;
  at: Segments;
}

function NumericFields({ name, at }: SpecsProps) {
  const { t } = useTranslation('thingModel');
  const specs = [...at, 'specs'];
  const min = useErrorItemProps([...specs, 'min']);
  const max = useErrorItemProps([...specs, 'max']);
  const step = useErrorItemProps([...specs, 'step']);
  const unit = useErrorItemProps([...specs, 'unit']);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', columnGap: 12 }}>
      <Form.Item name={[...name, 'min']} label={t('min')} style={{ flex: '1 1 120px' }} {...min}>
        <InputNumber style={numberStyle} />
      </Form.Item>
      <Form.Item name={[...name, 'max']} label={t('max')} style={{ flex: '1 1 120px' }} {...max}>
        <InputNumber style={numberStyle} />
      </Form.Item>
      <Form.Item name={[...name, 'step']} label={t('step')} style={{ flex: '1 1 120px' }} {...step}>
        <InputNumber style={numberStyle} />
      </Form.Item>
      <Form.Item name={[...name, 'unit']} label={t('unit')} style={{ flex: '1 1 120px' }} {...unit}>
        <Input maxLength={THING_MODEL_LIMITS.unitMax} />
      </Form.Item>
    </div>
  );
}

function TextFields({ name, at }: SpecsProps) {
  const { t } = useTranslation('thingModel');
  const errors = useErrorItemProps([...at, 'specs', 'length']);
  return (
    <Form.Item name={[...name, 'length']} label={t('length')} required {...errors}>
      <InputNumber min={1} max={THING_MODEL_LIMITS.textLengthMax} precision={0} style={numberStyle} />
    </Form.Item>
  );
}

function BoolFields({ name, at }: SpecsProps) {
  const { t } = useTranslation('thingModel');
  const falseErrors = useErrorItemProps([...at, 'specs', '0']);
  const trueErrors = useErrorItemProps([...at, 'specs', '1']);
  return (
    <>
      <Form.Item name={[...name, 'falseLabel']} label={t('falseLabel')} required {...falseErrors}>
        <Input maxLength={THING_MODEL_LIMITS.nameMax} />
      </Form.Item>
      <Form.Item name={[...name, 'trueLabel']} label={t('trueLabel')} required {...trueErrors}>
        <Input maxLength={THING_MODEL_LIMITS.nameMax} />
      </Form.Item>
    </>
  );
}

/** A list of the form: add an empty item at the end, remove one by position. */
function useFormList<T>(path: FormPath, items: readonly T[]) {
  const form = Form.useFormInstance<Record<string, unknown>>();
  return {
    add: (item: T) => form.setFieldValue(path, [...items, item]),
    remove: (index: number) =>
      form.setFieldValue(
        path,
        items.filter((_item, position) => position !== index),
      ),
  };
}

function EnumFields({ name, at, items }: SpecsProps & { items: readonly EnumItemValues[] }) {
  const { t } = useTranslation('thingModel');
  const listPath = [...name, 'enumItems'];
  const list = useFormList<EnumItemValues>(listPath, items);
  const listErrors = useErrorItemProps([...at, 'specs']);
  return (
    <Form.Item label={t('enumItems')} required {...listErrors} data-testid="enum-items">
      {items.map((item, index) => (
        <EnumItemRow
          // Rows are positions in the list; the form store holds their values.
          // biome-ignore lint/suspicious/noArrayIndexKey: an item has no identity but its position while edited
          key={index}
          path={[...listPath, index]}
          at={[...at, 'specs', (item.value ?? '').trim()]}
          index={index}
          onRemove={() => list.remove(index)}
        />
      ))}
      <Button
        type="dashed"
        icon={<PlusOutlined />}
        onClick={() => list.add({})}
        disabled={items.length >= THING_MODEL_LIMITS.enumItemsMax}
        data-testid="enum-item-add"
      >
        {t('addEnumItem')}
      </Button>
    </Form.Item>
  );
}

function EnumItemRow({
  path,
  at,
  index,
  onRemove,
}: {
  path: FormPath;
  at: Segments;
  index: number;
  onRemove: () => void;
}) {
  const { t } = useTranslation('thingModel');
  const messages = useErrorsAt(at);
  const status = messages.length > 0 ? 'error' : undefined;
  return (
    <div style={{ marginBottom: 8 }}>
      <Space.Compact block>
        <Form.Item name={[...path, 'value']} noStyle>
          <Input
            aria-label={t('enumValueOf', { index: index + 1 })}
            placeholder={t('enumValue')}
            status={status}
            style={{ width: '35%' }}
          />
        </Form.Item>
        <Form.Item name={[...path, 'label']} noStyle>
          <Input
            aria-label={t('enumLabelOf', { index: index + 1 })}
            placeholder={t('enumLabel')}
            status={status}
            maxLength={THING_MODEL_LIMITS.nameMax}
          />
        </Form.Item>
        <Button icon={<DeleteOutlined />} aria-label={t('removeEnumItem', { index: index + 1 })} onClick={onRemove} />
      </Space.Compact>
      {messages.length > 0 && <div className="ant-form-item-explain-error">{messages.join('; ')}</div>}
    </div>
  );
}

function StructFields({ name, at, members }: SpecsProps & { members: readonly MemberValues[] }) {
  const { t } = useTranslation('thingModel');
  const listPath = [...name, 'members'];
  const list = useFormList<MemberValues>(listPath, members);
  const listErrors = useErrorItemProps([...at, 'specs']);
  return (
    <Form.Item label={t('members')} required {...listErrors} data-testid="struct-members">
      {members.map((_member, index) => (
        <MemberBox
          // biome-ignore lint/suspicious/noArrayIndexKey: a member has no identity but its position while edited
          key={index}
          path={[...listPath, index]}
          at={[...at, 'specs', index]}
          index={index}
          onRemove={() => list.remove(index)}
        />
      ))}
      <Button
        type="dashed"
        icon={<PlusOutlined />}
        onClick={() => list.add({ dataType: { type: 'int' } })}
        disabled={members.length >= THING_MODEL_LIMITS.structMembersMax}
        data-testid="struct-member-add"
      >
        {t('addMember')}
      </Button>
    </Form.Item>
  );
}

function MemberBox({
  path,
  at,
  index,
  onRemove,
}: {
  path: FormPath;
  at: Segments;
  index: number;
  onRemove: () => void;
}) {
  const { t } = useTranslation('thingModel');
  const identifier = useErrorItemProps([...at, 'identifier']);
  const name = useErrorItemProps([...at, 'name']);
  return (
    <fieldset style={{ border: '1px solid #f0f0f0', borderRadius: 6, padding: '8px 12px', marginBottom: 8 }}>
      <legend style={{ fontSize: 14, width: 'auto', marginBottom: 0, padding: '0 4px' }}>
        {t('memberOf', { index: index + 1 })}
        <Button type="link" size="small" danger onClick={onRemove}>
          {t('remove')}
        </Button>
      </legend>
      <Form.Item name={[...path, 'identifier']} label={t('identifier')} required {...identifier}>
        <Input maxLength={THING_MODEL_LIMITS.identifierMax} autoComplete="off" />
      </Form.Item>
      <Form.Item name={[...path, 'name']} label={t('name')} required {...name}>
        <Input maxLength={THING_MODEL_LIMITS.nameMax} />
      </Form.Item>
      <DataTypeFields name={[...path, 'dataType']} at={[...at, 'dataType']} place="member" />
    </fieldset>
  );
}

function ArrayFields({ name, at, place }: SpecsProps & { place: TypePlace }) {
  const { t } = useTranslation('thingModel');
  const size = useErrorItemProps([...at, 'specs', 'size']);
  return (
    <>
      <Form.Item name={[...name, 'size']} label={t('size')} required {...size}>
        <InputNumber min={1} max={THING_MODEL_LIMITS.arraySizeMax} precision={0} style={numberStyle} />
      </Form.Item>
      <DataTypeFields
        name={[...name, 'item']}
        at={[...at, 'specs', 'item']}
        place={arrayItemPlace(place)}
        typeLabel={t('itemType')}
      />
    </>
  );
}
