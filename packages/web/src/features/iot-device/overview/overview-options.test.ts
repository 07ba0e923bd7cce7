import { describe, expect, it } from 'vitest';
import { overviewReply } from './overview.test-rows';
import { messagesOption, projectStatusOption, STATUS_CHART_COLORS } from './overview-options';

describe('overview chart options', () => {
  it('stacks each project’s devices by status in the status colours', () => {
    const { projects } = overviewReply(Date.now(), 90);
    const option = projectStatusOption(projects, (status) => `label-${status}`);
    expect(option.xAxis).toMatchObject({ type: 'category', data: ['杭州园区', '深圳园区'] });
    expect(option.series).toEqual(
      ['online', 'offline', 'disabled', 'inactive'].map((status) =>
        expect.objectContaining({
          type: 'bar',
          stack: 'devices',
          name: `label-${status}`,
          itemStyle: { color: STATUS_CHART_COLORS[status as keyof typeof STATUS_CHART_COLORS] },
        }),
      ),
    );
    expect(option.series).toMatchObject([{ data: [40, 50] }, { data: [8, 12] }, { data: [1, 5] }, { data: [1, 3] }]);
  });

  it('draws one point per minute on a time axis', () => {
    const { messagesPerMinute } = overviewReply();
    const option = messagesOption(messagesPerMinute, 'Messages');
    expect(option.xAxis).toMatchObject({ type: 'time' });
    expect(option.series).toMatchObject([
      { type: 'line', name: 'Messages', data: messagesPerMinute.map((m) => [m.minute, m.count]) },
    ]);
  });
});
