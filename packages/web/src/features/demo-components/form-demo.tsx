import { Button, Descriptions, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DynamicForm } from '../../components/dynamic-form/dynamic-form';
import { abbreviateNumber, formatDateTime, formatMessageTime, formatRelativeTime } from '../../lib/formatters';
import { externalLinkValidator, ipv4Validator, phoneValidator } from '../../lib/validators';
import { DemoSection } from './demo-section';

const MINUTE_MS = 60 * 1000;

/** DynamicForm with the phone, IPv4 and link validators, and the formatters. */
export function FormDemo() {
  const { t } = useTranslation('demo');
  const [form] = Form.useForm<Record<string, unknown>>();
  const [submitted, setSubmitted] = useState<Record<string, unknown> | null>(null);
  const now = Date.now();
  return (
    <DemoSection testId="demo-form" title={t('form.title')}>
      <DynamicForm
        form={form}
        layout="horizontal"
        onFinish={setSubmitted}
        fields={[
          { model: 'phone', label: t('form.phone'), type: 'text', rules: [{ validator: phoneValidator }] },
          { model: 'ip', label: t('form.ip'), type: 'text', rules: [{ validator: ipv4Validator }] },
          { model: 'link', label: t('form.link'), type: 'text', rules: [{ validator: externalLinkValidator }] },
          { model: 'remark', label: t('form.remark'), type: 'textarea', maxLength: 200 },
          { model: 'enabled', label: t('form.enabled'), type: 'switch' },
        ]}
      >
        <Button type="primary" htmlType="submit">
          {t('form.submit')}
        </Button>
      </DynamicForm>
      {submitted && <pre data-testid="demo-form-result">{`${t('form.submitted')}: ${JSON.stringify(submitted)}`}</pre>}
      <Descriptions size="small" column={2} title={t('formatters.title')} style={{ marginTop: 16 }}>
        <Descriptions.Item label={t('formatters.messageTime')}>
          {[now, now - 24 * 60 * MINUTE_MS, now - 48 * 60 * MINUTE_MS, now - 5 * 24 * 60 * MINUTE_MS]
            .map((time) => formatMessageTime(time))
            .join(' / ')}
        </Descriptions.Item>
        <Descriptions.Item label={t('formatters.relativeTime')}>
          {[10_000, 5 * MINUTE_MS, 3 * 60 * MINUTE_MS, 30 * 60 * MINUTE_MS]
            .map((ago) => formatRelativeTime(now - ago, now))
            .join(' / ')}
        </Descriptions.Item>
        <Descriptions.Item label={t('formatters.number')}>
          {[999, 1530, 2_500_000, 7.1e9, 3e12, 4e15, 5e18].map((value) => abbreviateNumber(value)).join(' / ')}
        </Descriptions.Item>
        <Descriptions.Item label={t('formatters.dateTime')}>{formatDateTime(now)}</Descriptions.Item>
      </Descriptions>
    </DemoSection>
  );
}
