import { CopyOutlined, EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { App, Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const MASK = '••••••••••••••••';

/** Copies text to the clipboard and says whether it worked. */
export function useCopy(): (text: string) => Promise<void> {
  const { t } = useTranslation('device');
  const { message } = App.useApp();
  return async (text) => {
    try {
      await navigator.clipboard.writeText(text);
      void message.success(t('copied'));
    } catch {
      void message.error(t('copyFailed'));
    }
  };
}

/** A secret: masked until revealed, with a copy button (copying never needs revealing). */
export function SecretText({ secret, revealed: startRevealed = false }: { secret: string; revealed?: boolean }) {
  const { t } = useTranslation('device');
  const copy = useCopy();
  const [revealed, setRevealed] = useState(startRevealed);
  return (
    <Space size={4} wrap>
      <Typography.Text code data-testid="device-secret" style={{ wordBreak: 'break-all' }}>
        {revealed ? secret : MASK}
      </Typography.Text>
      {!startRevealed && (
        <Button
          type="link"
          size="small"
          icon={revealed ? <EyeInvisibleOutlined /> : <EyeOutlined />}
          onClick={() => setRevealed((shown) => !shown)}
          data-testid="device-secret-reveal"
        >
          {revealed ? t('hide') : t('reveal')}
        </Button>
      )}
      <Button
        type="link"
        size="small"
        icon={<CopyOutlined />}
        onClick={() => void copy(secret)}
        data-testid="device-secret-copy"
      >
        {t('copy')}
      </Button>
    </Space>
  );
}
