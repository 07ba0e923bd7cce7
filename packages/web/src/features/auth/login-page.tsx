import { CloseCircleFilled, LoadingOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { authEndpoints } from '@beacon/contracts/auth.endpoints';
import { PASSWORD_MAX } from '@beacon/contracts/constants';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { callEndpoint } from '../../lib/api-client/call-endpoint';
import { ApiError } from '../../lib/api-client/request';
import { storeTokenPair } from '../../lib/api-client/token-storage';
import { useSessionStore } from '../../lib/session-store';
import { LoginLanguageSwitch } from './login-language-switch';
import { LoginField, PasswordReveal, useLoginThemeVars } from './login-parts';
import { scheduleTokenRefresh } from './token-refresh';
import './login-page.css';

const ACCOUNT_MAX = 64;
type Field = 'account' | 'password';
type Values = Record<Field, string>;
/** A broken rule, kept untranslated so its message follows a language switch. */
type RuleError = { key: 'accountRequired' | 'passwordRequired' } | { key: 'tooLong'; max: number };

/** The rules antd's form had: account required (not blank), password required, both length-capped. */
function validate(field: Field, value: string): RuleError | undefined {
  if ((field === 'account' ? value.trim() : value) === '') return { key: `${field}Required` };
  const max = field === 'account' ? ACCOUNT_MAX : PASSWORD_MAX;
  return value.length > max ? { key: 'tooLong', max } : undefined;
}

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

// Plain form elements in antd's look (no antd form components), so the sign-in route loads little JavaScript.
/** Sign-in page: account and password; goes on to the remembered redirect. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const title = usePlatformTitle();
  const themeVars = useLoginThemeVars();
  const [values, setValues] = useState<Values>({ account: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, RuleError>>>({});
  const [revealed, setRevealed] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const accountInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const ruleMessage = (field: Field) => {
    const broken = errors[field];
    return broken && t(broken.key, broken.key === 'tooLong' ? { max: broken.max } : {});
  };
  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: validate(field, value) }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = { account: validate('account', values.account), password: validate('password', values.password) };
    setErrors(found);
    if (found.account || found.password) return (found.account ? accountInput : passwordInput).current?.focus();
    setSubmitting(true);
    setError(null);
    try {
      const body = { account: values.account.trim(), password: values.password };
      const { data: pair } = await callEndpoint(authEndpoints.login, { body });
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
    <main className="beacon-login" style={themeVars}>
      <LoginLanguageSwitch />
      <section className="beacon-login-card" aria-labelledby="login-title">
        <div className="beacon-login-brand">
          <img src={new URL('logo.svg', document.baseURI).href} alt="" width={48} height={48} />
          <h1>{title}</h1>
        </div>
        <h2 id="login-title">{t('title')}</h2>
        {error && (
          <div role="alert" className="beacon-login-alert" data-testid="login-error">
            <CloseCircleFilled />
            <span>{error}</span>
          </div>
        )}
        <form onSubmit={onSubmit} noValidate>
          <fieldset disabled={submitting}>
            <LoginField id="login-account" label={t('account')} error={ruleMessage('account')} icon={<UserOutlined />}>
              {(control) => (
                <input
                  {...control}
                  ref={accountInput}
                  value={values.account}
                  onChange={(event) => change('account', event.target.value)}
                  placeholder={t('accountPlaceholder')}
                  autoComplete="username"
                  // biome-ignore lint/a11y/noAutofocus: the page's one task is this form; it autofocused under antd too
                  autoFocus
                  data-testid="login-account"
                />
              )}
            </LoginField>
            <LoginField
              id="login-password"
              label={t('password')}
              error={ruleMessage('password')}
              icon={<LockOutlined />}
              suffix={<PasswordReveal revealed={revealed} onToggle={() => setRevealed(!revealed)} />}
            >
              {(control) => (
                <input
                  {...control}
                  ref={passwordInput}
                  type={revealed ? 'text' : 'password'}
                  value={values.password}
                  onChange={(event) => change('password', event.target.value)}
                  placeholder={t('passwordPlaceholder')}
                  autoComplete="current-password"
                  data-testid="login-password"
                />
              )}
            </LoginField>
            <button type="submit" className="beacon-login-submit" aria-busy={submitting} data-testid="login-submit">
              {submitting && <LoadingOutlined />}
              <span>{t('submit')}</span>
            </button>
          </fieldset>
        </form>
      </section>
    </main>
  );
}
