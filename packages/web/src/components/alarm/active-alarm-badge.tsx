import { BellOutlined } from '@ant-design/icons';
import { ALARM_PAGE } from '@beacon/contracts/alarm.endpoints';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermittedPageIds } from '../../lib/session-store';
import { useAlarmFeed } from './use-alarm-feed';

function ActiveCriticalCount() {
  const { t } = useTranslation('shell');
  const { counts, live } = useAlarmFeed();
  const critical = counts?.critical ?? 0;
  return (
    <Link
      to="/alarm-event/list"
      className="beacon-top-nav-item"
      aria-label={t('activeCriticalAlarms', { count: critical })}
      title={t('activeCriticalAlarms', { count: critical })}
      data-testid="active-alarm-badge"
      data-feed={live ? 'live' : 'polling'}
    >
      <Badge count={critical} size="small" overflowCount={99}>
        <BellOutlined style={{ fontSize: 16 }} />
      </Badge>
    </Link>
  );
}

/**
 * The top bar's bell: active critical alarms of the caller's projects, pushed live by the alarm feed websocket
 * (asked every 60 s only while it is down); only with the alarm page.
 */
export function ActiveAlarmBadge() {
  const permitted = usePermittedPageIds();
  return permitted.has(ALARM_PAGE) ? <ActiveCriticalCount /> : null;
}
