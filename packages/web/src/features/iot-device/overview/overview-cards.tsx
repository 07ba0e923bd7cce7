import { ABNORMAL_TYPES } from '@beacon/contracts/device-abnormal';
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
}

/**
 * The dashboard's number cards, in order. Active alarms by severity (the event centre) join here as cards
 * reading the reply's `alarms` once the contract carries it; until then none is shown.
 */
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
];

/** The figures as number cards: two a row on a phone, four on a tablet, all in one row on a wide screen. */
export function OverviewCards({ overview }: { overview: Overview }) {
  const { t } = useTranslation('overview');
  return (
    <Row gutter={[12, 12]}>
      {STAT_CARDS.map((card) => (
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
