import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm, confirmDelete } from '../../components/confirm-dialog/confirm';
import { ConfirmDismissed } from '../../components/confirm-dialog/confirm-queue';
import { DemoSection } from './demo-section';

/** The confirm queue: two dialogs queued at once, and the delete dialog; the log shows how each settled. */
export function ConfirmDemo() {
  const { t } = useTranslation('demo');
  const [log, setLog] = useState<{ id: number; text: string }[]>([]);
  const append = (text: string) => setLog((lines) => [...lines, { id: lines.length + 1, text }]);
  const track = (name: string, result: Promise<void>) =>
    result.then(
      () => append(t('feedback.resolved', { name })),
      (error: unknown) => {
        const action = error instanceof ConfirmDismissed ? error.action : 'close';
        append(t('feedback.rejected', { name, action: t(`feedback.${action}`) }));
      },
    );

  const queueTwo = () => {
    void track(t('feedback.first'), confirm({ title: t('feedback.first'), content: t('feedback.firstContent') }));
    void track(t('feedback.second'), confirm({ title: t('feedback.second'), content: t('feedback.secondContent') }));
  };

  return (
    <DemoSection testId="demo-confirm" title={t('feedback.title')}>
      <Space wrap>
        <Button onClick={queueTwo}>{t('feedback.queueTwo')}</Button>
        <Button danger onClick={() => void track(t('feedback.delete'), confirmDelete())}>
          {t('feedback.delete')}
        </Button>
      </Space>
      <ol data-testid="demo-confirm-log" style={{ marginBottom: 0 }}>
        {log.map((line) => (
          <li key={line.id}>{line.text}</li>
        ))}
      </ol>
    </DemoSection>
  );
}
