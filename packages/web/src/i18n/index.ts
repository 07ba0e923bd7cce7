import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Languages the console speaks; zh-CN is the default. */
export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'language';

type Texts = { [key: string]: string | Texts };

// Each file under locales/<language>/ is one namespace named after the file; features add files, never edit this one.
const modules = import.meta.glob<{ default: Texts }>('./locales/*/*.ts', { eager: true });

const resources: Record<string, Record<string, Texts>> = {};
for (const [path, mod] of Object.entries(modules)) {
  const match = /\.\/locales\/([^/]+)\/([^/]+)\.ts$/.exec(path);
  if (!match?.[1] || !match[2]) continue;
  resources[match[1]] ??= {};
  (resources[match[1]] as Record<string, Texts>)[match[2]] = mod.default;
}

const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_STORAGE_KEY);
const initial: Language = stored === 'en-US' ? 'en-US' : 'zh-CN';

void i18next.use(initReactI18next).init({
  resources,
  lng: initial,
  fallbackLng: 'zh-CN',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Switch the console language and remember it. */
export const setLanguage = (language: Language): void => {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  void i18next.changeLanguage(language);
};

export default i18next;
