import { Form, Input } from 'antd';
import type { ReactNode } from 'react';

/** Props of the "password again" field. */
export interface RepeatPasswordItemProps {
  /** The field holding the repetition. */
  name: string;
  /** The field it must equal. */
  of: string;
  label: ReactNode;
  /** Shown when the two differ. */
  mismatch: string;
}

/** A required "type it again" password field that must equal another field of the form. */
export function RepeatPasswordItem({ name, of, label, mismatch }: RepeatPasswordItemProps) {
  return (
    <Form.Item
      name={name}
      label={label}
      dependencies={[of]}
      validateFirst
      rules={[
        { required: true },
        ({ getFieldValue }) => ({
          validator: (_rule, value: unknown) =>
            value === getFieldValue(of) ? Promise.resolve() : Promise.reject(new Error(mismatch)),
        }),
      ]}
    >
      <Input.Password autoComplete="new-password" />
    </Form.Item>
  );
}
