import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** antd's theme tokens as the CSS variables login-page.css reads, so the plain elements follow the console's theme. */
export function useLoginThemeVars(): CSSProperties & Record<`--${string}`, string> {
  const { token } = theme.useToken();
  return {
    '--login-primary': token.colorPrimary,
    '--login-primary-hover': token.colorPrimaryHover,
    '--login-primary-active': token.colorPrimaryActive,
    '--login-outline': token.controlOutline,
    '--login-error': token.colorError,
    '--login-error-bg': token.colorErrorBg,
    '--login-error-border': token.colorErrorBorder,
    '--login-error-outline': token.colorErrorOutline,
    '--login-text': token.colorText,
    '--login-heading': token.colorTextHeading,
    '--login-text-secondary': token.colorTextTertiary,
    '--login-placeholder': token.colorTextPlaceholder,
    '--login-disabled': token.colorTextDisabled,
    '--login-bg': token.colorBgContainer,
    '--login-bg-disabled': token.colorBgContainerDisabled,
    '--login-bg-layout': token.colorBgLayout,
    '--login-border': token.colorBorder,
    '--login-border-secondary': token.colorBorderSecondary,
    '--login-radius': `${token.borderRadius}px`,
    '--login-radius-sm': `${token.borderRadiusSM}px`,
    '--login-radius-lg': `${token.borderRadiusLG}px`,
    fontFamily: token.fontFamily,
    fontSize: token.fontSize,
    color: token.colorText,
  };
}

/** The accessibility attributes a field gives its input. */
export interface LoginControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': true;
}

/** A labelled input in antd's vertical form look: label, bordered input with icons, the rule's message below. */
export function LoginField(props: {
  id: string;
  label: string;
  error: string | undefined;
  icon: ReactNode;
  suffix?: ReactNode;
  children: (control: LoginControlProps) => ReactNode;
}) {
  const errorId = `${props.id}-error`;
  return (
    <div className="beacon-login-field" data-invalid={Boolean(props.error)}>
      <label htmlFor={props.id}>{props.label}</label>
      <div className="beacon-login-input" data-invalid={Boolean(props.error)}>
        {props.icon}
        {props.children({
          id: props.id,
          'aria-invalid': Boolean(props.error),
          'aria-describedby': props.error ? errorId : undefined,
          'aria-required': true,
        })}
        {props.suffix}
      </div>
      {props.error && (
        <div id={errorId} className="beacon-login-field-error">
          {props.error}
        </div>
      )}
    </div>
  );
}

/** The eye button that shows or hides the password. */
export function PasswordReveal({ revealed, onToggle }: { revealed: boolean; onToggle(): void }) {
  const { t } = useTranslation('auth');
  return (
    <button
      type="button"
      className="beacon-login-reveal"
      aria-label={t('showPassword')}
      aria-pressed={revealed}
      onClick={onToggle}
    >
      {revealed ? <EyeOutlined /> : <EyeInvisibleOutlined />}
    </button>
  );
}
