import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage } from '../../i18n';

/** The language switch of the sign-in page: radio buttons in the look of antd's small Segmented. */
export function LoginLanguageSwitch() {
  const { t, i18n } = useTranslation('shell');
  return (
    <div role="radiogroup" aria-label={t('language')} className="beacon-login-language">
      {LANGUAGES.map((language) => (
        <label key={language} data-checked={i18n.language === language}>
          <input
            type="radio"
            name="language"
            value={language}
            checked={i18n.language === language}
            onChange={() => setLanguage(language)}
          />
          <span>{t(`languages.${language}`)}</span>
        </label>
      ))}
    </div>
  );
}
