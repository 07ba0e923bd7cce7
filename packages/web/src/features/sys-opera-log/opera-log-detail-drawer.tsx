import { DRAWER_WIDTH } from '@beacon/contracts/constants';
import type { OperaLog } from '@beacon/contracts/system';
import { Descriptions, Drawer, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/formatters';
import { isSuccessResult, resultText } from './opera-log-columns';
import { moduleTitle } from './opera-log-filters';

/** Props of the operation-log entry drawer. */
export interface OperaLogDetailDrawerProps {
  entry: OperaLog;
  open: boolean;
  onClose: () => void;
  afterClose?: () => void;
}

const EMPTY = '--';

/** One operation-log entry in full: who, what, the target, result, duration, msgId, IP and user agent. */
export function OperaLogDetailDrawer({ entry, open, onClose, afterClose }: OperaLogDetailDrawerProps) {
  const { t, i18n } = useTranslation('operaLog');
  const text = (value: string) => value || EMPTY;
  const copyable = (value: string) =>
    value ? <Typography.Text copyable={{ text: value }}>{value}</Typography.Text> : EMPTY;
  const items = [
    { key: 'time', label: t('time'), children: formatDateTime(entry.createDate) },
    { key: 'account', label: t('account'), children: text(entry.account) },
    { key: 'module', label: t('module'), children: text(moduleTitle(entry.module, i18n.language, t('authModule'))) },
    { key: 'action', label: t('action'), children: text(entry.action) },
    { key: 'request', label: t('request'), children: `${entry.method} ${entry.path}`.trim() || EMPTY },
    { key: 'targetId', label: t('targetId'), children: text(entry.targetId) },
    {
      key: 'result',
      label: t('result'),
      children: (
        <Tag color={isSuccessResult(entry.resultCode) ? 'green' : 'red'}>{resultText(t, entry.resultCode)}</Tag>
      ),
    },
    { key: 'httpStatus', label: t('httpStatus'), children: entry.httpStatus },
    { key: 'durationMs', label: t('durationMs'), children: entry.durationMs },
    { key: 'ip', label: t('ip'), children: text(entry.ip) },
    {
      key: 'userAgent',
      label: t('userAgent'),
      children: <span style={{ wordBreak: 'break-all' }}>{text(entry.userAgent)}</span>,
    },
    { key: 'msgId', label: t('msgId'), children: copyable(entry.msgId) },
  ];
  return (
    <Drawer
      open={open}
      size={DRAWER_WIDTH}
      title={t('detailTitle')}
      onClose={onClose}
      afterOpenChange={(visible) => {
        if (!visible) afterClose?.();
      }}
      data-testid="opera-log-detail-drawer"
      destroyOnHidden
    >
      <Descriptions column={1} bordered size="small" items={items} />
    </Drawer>
  );
}
