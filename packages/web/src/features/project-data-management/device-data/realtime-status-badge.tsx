import { Badge, Button, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RealtimeState, RealtimeStatus } from '../../../lib/realtime/realtime-client';

const BADGE: Record<RealtimeState, 'processing' | 'success' | 'warning' | 'error' | 'default'> = {
  connecting: 'processing',
  live: 'success',
  reconnecting: 'warning',
  refused: 'error',
  closed: 'default',
};

/** Props of the socket status badge. */
export interface RealtimeStatusBadgeProps {
  status: RealtimeStatus;
  onRetry: () => void;
}

/** The live-push socket's state as a badge; a refusal says why and offers to connect again. */
export function RealtimeStatusBadge({ status, onRetry }: RealtimeStatusBadgeProps) {
  const { t } = useTranslation('deviceData');
  const code = status.closeCode;
  const why = code === 4401 || code === 4403 ? t(`refused.${code}`) : t('refusedOther');
  const badge = (
    <Badge
      status={BADGE[status.state]}
      text={t(`status.${status.state}`)}
      data-testid="realtime-status"
      data-state={status.state}
    />
  );
  if (status.state !== 'refused') return badge;
  return (
    <Space size={4} wrap>
      <Tooltip title={why}>{badge}</Tooltip>
      <Button type="link" size="small" onClick={onRetry}>
        {t('reconnect')}
      </Button>
    </Space>
  );
}
