import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import { theme } from 'antd';
import type { ListMessage } from '../list-page/list-state';

const ICONS = {
  success: CheckCircleFilled,
  warning: ExclamationCircleFilled,
  info: InfoCircleFilled,
  error: CloseCircleFilled,
} as const;

/** A list message in the table's empty area, with an icon by type (success, warning, info, error). */
export function TableMessage({ message }: { message: ListMessage }) {
  const { token } = theme.useToken();
  const Icon = ICONS[message.type];
  const color = {
    success: token.colorSuccess,
    warning: token.colorWarning,
    info: token.colorInfo,
    error: token.colorError,
  }[message.type];
  return (
    <div role={message.type === 'error' ? 'alert' : 'status'} data-type={message.type} style={{ padding: '24px 0' }}>
      <Icon aria-hidden style={{ color, fontSize: 28 }} />
      <div style={{ marginTop: 8, color: token.colorTextSecondary }}>{message.text}</div>
    </div>
  );
}
