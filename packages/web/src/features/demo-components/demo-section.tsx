import { Card } from 'antd';
import type { ReactNode } from 'react';

/** One catalogue section: a titled card with a data-testid for tests. */
export function DemoSection({ testId, title, children }: { testId: string; title: ReactNode; children: ReactNode }) {
  return (
    <Card data-testid={testId} title={title} size="small">
      {children}
    </Card>
  );
}
