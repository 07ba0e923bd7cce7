import { AI_EVENT_HANDLED_STATUSES, AI_EVENT_LIMITS, type AiEvent } from '@beacon/contracts/ai-event';
import { aiEventEndpoints } from '@beacon/contracts/ai-event.endpoints';
import { useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateEndpoints } from '../../../components/crud/invalidate-endpoints';
import type { RecordDialogProps } from '../../../components/page-kit/page-spec';
import { callEndpoint } from '../../../lib/api-client/call-endpoint';
import { aiEventName } from './ai-event-texts';

type Values = { status: (typeof AI_EVENT_HANDLED_STATUSES)[number]; note?: string };

/** Handles one AI event: handled or false alarm, with a note; the list reloads after. */
export function AiEventHandleDialog({ record, open, onClose, afterClose }: RecordDialogProps<AiEvent>) {
  const { t } = useTranslation('aiEvent');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await callEndpoint(aiEventEndpoints.handle, { params: { id: record.id }, body: values });
      void message.success(t('handledMessage', { name: aiEventName(t, record) }));
      await invalidateEndpoints(client, [aiEventEndpoints.page]);
      onClose();
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title={`${t('handleTitle')} · ${aiEventName(t, record)}`}
      onOk={save}
      onCancel={onClose}
      afterClose={afterClose}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ status: 'handled' }} data-testid="ai-event-handle">
        <Form.Item name="status" label={t('status')} rules={[{ required: true }]}>
          <Radio.Group
            options={AI_EVENT_HANDLED_STATUSES.map((status) => ({
              value: status,
              label: t(`values.status.${status}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="note" label={t('note')} rules={[{ max: AI_EVENT_LIMITS.noteMax }]}>
          <Input.TextArea rows={3} maxLength={AI_EVENT_LIMITS.noteMax} showCount placeholder={t('notePlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
