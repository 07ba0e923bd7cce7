import type { MonitorFigures as Figures } from '@beacon/contracts/gateway-monitor';
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorRate } from './monitor-range';

/** The range's totals as number cards: calls, errors, error rate, p50, p95, p99 (two a row on a phone, six when wide). */
export function MonitorFigures({ total }: { total: Figures }) {
  const { t } = useTranslation('gatewayMonitor');
  const latency = (value: number | null) => (value === null ? '-' : t('ms', { value }));
  const cards = [
    { key: 'calls', value: total.calls },
    { key: 'errors', value: total.errors, color: total.errors > 0 ? '#cf1322' : undefined },
    { key: 'errorRate', value: errorRate(total.calls, total.errors) },
    { key: 'p50', value: latency(total.p50) },
    { key: 'p95', value: latency(total.p95) },
    { key: 'p99', value: latency(total.p99) },
  ];
  return (
    <Row gutter={[12, 12]}>
      {cards.map((card) => (
        <Col key={card.key} xs={12} sm={8} xl={4}>
          <Card size="small" style={{ height: '100%' }} data-testid={`monitor-${card.key}`}>
            <Statistic
              title={t(`figures.${card.key}`)}
              value={card.value}
              styles={card.color ? { content: { color: card.color } } : undefined}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
