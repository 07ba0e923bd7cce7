import { ABNORMAL_TYPES } from '@beacon/contracts/device-abnormal';
import { ALARM_SEVERITIES } from '@beacon/contracts/iot-model';
import type { Overview } from '@beacon/contracts/overview';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A number card of the dashboard: its text key, its figure and, optionally, a line under it. */
interface StatCard {
  key: string;
  value: (overview: Overview) => number;
  color?: string;
  footer?: (overview: Overview, t: (key: string) => string) => ReactNode;
  /** Shown only when true (default: always). */
  shown?: (overview: Overview) => boolean;
}

/** The dashboard's number cards, in order (active alarms only where the variant has the event center). */
const STAT_CARDS: readonly StatCard[] = [
  { key: 'devices', value: (o) => o.devices.total },
  { key: 'online', value: (o) => o.devices.online, color: '#389e0d' },
  { key: 'offline', value: (o) => o.devices.offline },
  { key: 'disabled', value: (o) => o.devices.disabled, color: '#cf1322' },
  { key: 'inactive', value: (o) => o.devices.inactive, color: '#0958d9' },
  { key: 'messages', value: (o) => o.messagesPerMinute.reduce((sum, minute) => sum + minute.count, 0) },
  { key: 'rejectedToday', value: (o) => o.rejectedToday },
  {
    key: 'openAbnormal',
    value: (o) => o.openAbnormal.total,
    footer: (o, t) =>
      ABNORMAL_TYPES.filter((type) => o.openAbnormal.byType[type] > 0)
        .map((type) => `${t(`abnormalTypes.${type}`)} ${o.openAbnormal.byType[type]}`)
        .join(' · '),
  },
  {
    key: 'activeAlarms',
    value: (o) => o.activeAlarms?.total ?? 0,
    color: '#cf1322',
    shown: (o) => o.activeAlarms !== null,
    footer: (o, t) =>
      ALARM_SEVERITIES.filter((severity) => (o.activeAlarms?.bySeverity[severity] ?? 0) > 0)
        .map((severity) => `${t(`severities.${severity}`)} ${o.activeAlarms?.bySeverity[severity]}`)
        .join(' · '),
  },
];

/** The figures as number cards: two a row on a phone, four on a tablet, all in one row on a wide screen. */
export function OverviewCards({ overview }: { overview: Overview }) {
  const { t } = useTranslation('overview');
  return (
    <Row gutter={[12, 12]}>
      {STAT_CARDS.filter((card) => card.shown?.(overview) ?? true).map((card) => (
        <Col key={card.key} xs={12} md={6} xxl={3}>
          <Card size="small" style={{ height: '100%' }} data-testid={`overview-card-${card.key}`}>
            <Statistic
              title={t(`cards.${card.key}`)}
              value={card.value(overview)}
              styles={card.color ? { content: { color: card.color } } : undefined}
            />
            {card.footer && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {card.footer(overview, t)}
              </Typography.Text>
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
