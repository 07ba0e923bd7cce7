import { BellOutlined } from '@ant-design/icons';
import { ALARM_PAGE, alarmEndpoints } from '@beacon/contracts/alarm.endpoints';
import { useQuery } from '@tanstack/react-query';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { endpointQueryOptions } from '../../lib/api-client/call-endpoint';
import { usePermittedPageIds } from '../../lib/session-store';

/** How often the count is asked again (a first step; a live push may replace it). */
export const ACTIVE_ALARMS_POLL_MS = 15_000;

function ActiveCriticalCount() {
  const { t } = useTranslation('shell');
  const query = useQuery({
    ...endpointQueryOptions(alarmEndpoints.activeCount, {}, { silent: true }),
    refetchInterval: ACTIVE_ALARMS_POLL_MS,
  });
  const critical = query.data?.data.critical ?? 0;
  return (
    <Link
      to="/alarm-event/list"
      className="beacon-top-nav-item"
      aria-label={t('activeCriticalAlarms', { count: critical })}
      title={t('activeCriticalAlarms', { count: critical })}
      data-testid="active-alarm-badge"
    >
      <Badge count={critical} size="small" overflowCount={99}>
        <BellOutlined style={{ fontSize: 16 }} />
      </Badge>
    </Link>
  );
}

/** The top bar's bell: active critical alarms of the caller's projects, asked every 15 s; only with the alarm page. */
export function ActiveAlarmBadge() {
  const permitted = usePermittedPageIds();
  return permitted.has(ALARM_PAGE) ? <ActiveCriticalCount /> : null;
}
