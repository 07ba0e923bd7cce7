import { LockOutlined, UserOutlined } from '@ant-design/icons';
import type { LoginRequest } from '@beacon/contracts/auth';
import { PASSWORD_MAX } from '@beacon/contracts/constants';
import { Alert, Button, Card, Form, Input, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LANGUAGES, type Language, setLanguage } from '../../i18n';
import { ApiError } from '../../lib/api-client/request';
import { storeTokenPair } from '../../lib/api-client/token-storage';
import { useSessionStore } from '../../lib/session-store';
import { postLogin } from './api/post-login';
import { scheduleTokenRefresh } from './token-refresh';
import './login-page.css';

const ACCOUNT_MAX = 64;

/** The platform title of the session store in a language. */
function usePlatformTitle(): string {
  const { i18n } = useTranslation();
  const platform = useSessionStore((state) => state.platform);
  if (!platform) return 'Beacon';
  return i18n.language.startsWith('en') ? platform.titleEn : platform.title;
}

/** An in-app redirect target, else the root. */
function redirectTarget(value: string | null): string {
  return value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : '/';
}

/** Sign-in page: account and password; goes on to the remembered redirect. */
export function LoginPage() {
  const { t, i18n } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const title = usePlatformTitle();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onFinish = async (values: LoginRequest) => {
    setSubmitting(true);
    setError(null);
    try {
      const pair = await postLogin({ account: values.account.trim(), password: values.password });
      const session = useSessionStore.getState();
      session.resetToken();
      storeTokenPair(pair);
      session.setToken(pair.access_token);
      scheduleTokenRefresh();
      navigate(redirectTarget(params.get('redirect')), { replace: true });
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : String(caught));
      setSubmitting(false);
    }
  };

  return (
    <main className="beacon-login">
      <div className="beacon-login-language">
        <Segmented
          size="small"
          aria-label={t('shell:language')}
          value={i18n.language}
          options={LANGUAGES.map((language) => ({ value: language, label: t(`shell:languages.${language}`) }))}
          onChange={(value) => setLanguage(value as Language)}
        />
      </div>
      <Card className="beacon-login-card">
        <div className="beacon-login-brand">
          <img src={new URL('logo.svg', document.baseURI).href} alt="" width={48} height={48} />
          <Typography.Title level={3} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
        </div>
        <Typography.Title level={4} style={{ textAlign: 'center', marginTop: 0 }}>
          {t('title')}
        </Typography.Title>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="login-error" />}
        <Form<LoginRequest> layout="vertical" onFinish={onFinish} requiredMark={false} disabled={submitting}>
          <Form.Item
            label={t('account')}
            name="account"
            rules={[
              { required: true, whitespace: true, message: t('accountRequired') },
              { max: ACCOUNT_MAX, message: t('tooLong', { max: ACCOUNT_MAX }) },
            ]}
          >
            <Input
              prefix={<UserOutlined />}
              placeholder={t('accountPlaceholder')}
              autoComplete="username"
              autoFocus
              data-testid="login-account"
            />
          </Form.Item>
          <Form.Item
            label={t('password')}
            name="password"
            rules={[
              { required: true, message: t('passwordRequired') },
              { max: PASSWORD_MAX, message: t('tooLong', { max: PASSWORD_MAX }) },
            ]}
          >
            <Input.Password
              prefix={<LockOutlined />}
              placeholder={t('passwordPlaceholder')}
              autoComplete="current-password"
              data-testid="login-password"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting} data-testid="login-submit">
            {t('submit')}
          </Button>
        </Form>
      </Card>
    </main>
  );
}
