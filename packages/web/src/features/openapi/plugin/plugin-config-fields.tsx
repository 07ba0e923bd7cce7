import { CORS_METHODS, PLUGIN_LIMITS, type PluginType } from '@beacon/contracts/gateway-plugin-config';
import { Form, type FormRule, Input, InputNumber, Radio, Select } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../../lib/api-client/refusal-text';
import { CONFIG_FIELDS, type ConfigField, configRefusals, type PluginFormValues } from './plugin-form-values';

/** The rule of a config field: the contract's refusal of the config that falls on this field, if any. */
const configRule =
  (field: ConfigField): FormRule =>
  ({ getFieldsValue }) => ({
    validator: () => {
      const values: PluginFormValues = getFieldsValue(true);
      const refusal = configRefusals(values).get(field);
      return refusal ? Promise.reject(new Error(refusalText(refusal))) : Promise.resolve();
    },
  });

const number = (max: number, addon?: string) => (
  <InputNumber min={0} max={max} precision={0} style={{ width: '100%' }} suffix={addon} />
);
const tags = (placeholder?: string) => <Select mode="tags" open={false} placeholder={placeholder} />;
const lines = (placeholder: string) => <Input.TextArea rows={3} placeholder={placeholder} />;

/** The control of each config field. */
const CONTROLS: { readonly [F in ConfigField]: (t: TFunction) => ReactNode } = {
  count: () => number(PLUGIN_LIMITS.countMax),
  windowSeconds: (t) => number(PLUGIN_LIMITS.windowSecondsMax, t('seconds')),
  key: (t) => (
    <Radio.Group options={(['app', 'ip'] as const).map((key) => ({ value: key, label: t(`values.key.${key}`) }))} />
  ),
  allow: () => lines('10.0.0.0/8\n2001:db8::/32'),
  deny: () => lines('192.168.1.7'),
  maxBytes: (t) => number(PLUGIN_LIMITS.maxBytesMax, t('bytes')),
  origins: () => tags('https://app.example.com'),
  methods: () => <Select mode="multiple" options={CORS_METHODS.map((method) => ({ value: method, label: method }))} />,
  headers: () => tags('Content-Type'),
  maxAgeSeconds: (t) => number(PLUGIN_LIMITS.maxAgeSecondsMax, t('seconds')),
  requestSet: () => lines('X-Gateway: beacon'),
  requestRemove: () => tags('Cookie'),
  responseSet: () => lines('Cache-Control: no-store'),
  responseRemove: () => tags('Server'),
};

/** The config fields of a plugin type, each checked by the contract as typed (the error on the field it names). */
export function PluginConfigFields({ type }: { type: PluginType }) {
  const { t } = useTranslation('gatewayPlugin');
  return (
    <>
      {CONFIG_FIELDS[type].map((field) => (
        <Form.Item
          key={`${type}.${field}`}
          name={field}
          label={t(field)}
          extra={t(`hints.${field}`, { defaultValue: '' }) || undefined}
          rules={[configRule(field)]}
        >
          {CONTROLS[field](t)}
        </Form.Item>
      ))}
    </>
  );
}
