import type { Alarm } from '@beacon/contracts/alarm';
import { ALARM_LIMITS } from '@beacon/contracts/alarm';
import { ALARM_BUTTONS, alarmEndpoints } from '@beacon/contracts/alarm.endpoints';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Drawer, Empty, Input, Space, Spin, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordDialogProps } from '../../../components/page-kit/page-spec';
import { Permission } from '../../../components/permission/permission';
import { callEndpoint, endpointQueryOptions } from '../../../lib/api-client/call-endpoint';
import { formatDateTime } from '../../../lib/formatters';
import { actorText, alarmName, commentText } from './alarm-texts';

/** An alarm's comments, oldest first (the platform's transitions among them), and a box to add one. */
export function AlarmCommentsDrawer({ record, open, onClose, afterClose }: RecordDialogProps<Alarm>) {
  const { t } = useTranslation('alarmEvent');
  const { message } = App.useApp();
  const detail = useQuery({ ...endpointQueryOptions(alarmEndpoints.get, { params: { id: record.id } }), staleTime: 0 });
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const comments = detail.data?.data.comments ?? [];
  const add = async () => {
    setSaving(true);
    try {
      await callEndpoint(alarmEndpoints.comment, { params: { id: record.id }, body: { text } });
      setText('');
      void message.success(t('commentAdded'));
      await detail.refetch();
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Drawer
      open={open}
      onClose={onClose}
      afterOpenChange={(visible) => !visible && afterClose()}
      title={`${t('commentsTitle')} · ${alarmName(record)}`}
      size={534}
      data-testid="alarm-comments"
    >
      {detail.isPending ? (
        <Spin />
      ) : comments.length === 0 ? (
        <Empty description={t('noComments')} />
      ) : (
        <Timeline
          items={comments.map((comment, index) => ({
            key: index,
            color: comment.system ? 'gray' : 'blue',
            content: (
              <Space direction="vertical" size={0}>
                <Typography.Text type="secondary">
                  {formatDateTime(comment.time)} · {actorText(t, comment.by)}
                  {comment.system && <Tag style={{ marginLeft: 8 }}>{t('system')}</Tag>}
                </Typography.Text>
                <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{commentText(t, comment)}</Typography.Text>
              </Space>
            ),
          }))}
        />
      )}
      <Permission pageId={ALARM_BUTTONS.comment}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Input.TextArea
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={ALARM_LIMITS.commentMax}
            showCount
            rows={3}
            placeholder={t('commentPlaceholder')}
            data-testid="alarm-comment-text"
          />
          <Button type="primary" loading={saving} disabled={text.trim() === ''} onClick={() => void add()}>
            {t('addComment')}
          </Button>
        </Space>
      </Permission>
    </Drawer>
  );
}
