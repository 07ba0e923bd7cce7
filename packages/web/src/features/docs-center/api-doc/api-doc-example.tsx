import { CopyOutlined } from '@ant-design/icons';
import { type ApiDoc, GATEWAY_SIGNATURE } from '@beacon/contracts/docs-center';
import { Alert, App, Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { buildUrl } from '../../../lib/api-client/url';
import { signedCallExample } from './signed-call-example';

/** The signing rules, in the operator's language. */
function SigningNotes() {
  const { t } = useTranslation('apiDoc');
  const minutes = {
    skew: GATEWAY_SIGNATURE.createdSkewSeconds / 60,
    window: GATEWAY_SIGNATURE.nonceWindowSeconds / 60,
  };
  return (
    <ul style={{ margin: 0, paddingInlineStart: 20 }}>
      {(['library', 'key', 'components', 'params', 'refusals'] as const).map((key) => (
        <li key={key}>{t(`signing.${key}`, minutes)}</li>
      ))}
    </ul>
  );
}

/** A ready-to-copy signed call of the API in TypeScript (node:crypto), with the signing rules. */
export function ApiDocExample({ api }: { api: ApiDoc }) {
  const { t } = useTranslation('apiDoc');
  const { message } = App.useApp();
  const code = signedCallExample(api, new URL(buildUrl('/')).origin);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      void message.success(t('copied'));
    } catch {
      void message.error(t('copyFailed'));
    }
  };
  return (
    <Card
      size="small"
      title={t('example')}
      data-testid="api-doc-example"
      extra={
        <Button size="small" icon={<CopyOutlined />} onClick={() => void copy()} data-testid="api-doc-copy">
          {t('copy')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('exampleHint')}</Typography.Paragraph>
      <pre
        data-testid="api-doc-code"
        style={{ margin: 0, padding: 12, maxHeight: 480, overflow: 'auto', background: '#fafafa', borderRadius: 6 }}
      >
        {code}
      </pre>
      <Alert type="info" showIcon style={{ marginTop: 12 }} title={t('signing.title')} description={<SigningNotes />} />
    </Card>
  );
}
