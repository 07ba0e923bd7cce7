import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Languages the console speaks; zh-CN is the default. */
export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'language';

type Texts = { [key: string]: string | Texts };
/** Locale modules keyed by path (./locales/<language>/<namespace>.ts). */
export type LocaleModules = Record<string, { default: Texts }>;

// Each file under locales/<language>/ is one namespace named after the file; features add files, never edit this one.
// The sign-in page, the route guard and the api client's errors and refusal reasons need only these, so only these
// load with the entry;
// every other namespace loads with the main layout (loadPageNamespaces) before any signed-in page renders.
// The list is repeated in ./page-namespaces: import.meta.glob takes only literals.
const shellModules: LocaleModules = import.meta.glob('./locales/*/{common,auth,shell,errors,reasons}.ts', {
  eager: true,
});

/** Namespaces by language, from locale modules keyed by their path. */
function toResources(modules: LocaleModules): Record<string, Record<string, Texts>> {
  const resources: Record<string, Record<string, Texts>> = {};
  for (const [path, mod] of Object.entries(modules)) {
    const match = /\.\/locales\/([^/]+)\/([^/]+)\.ts$/.exec(path);
    if (!match?.[1] || !match[2]) continue;
    resources[match[1]] ??= {};
    (resources[match[1]] as Record<string, Texts>)[match[2]] = mod.default;
  }
  return resources;
}

const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_STORAGE_KEY);
const initial: Language = stored === 'en-US' ? 'en-US' : 'zh-CN';

void i18next.use(initReactI18next).init({
  resources: toResources(shellModules),
  lng: initial,
  fallbackLng: 'zh-CN',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});

let pageNamespaces: Promise<void> | undefined;

/** Load the namespaces of the signed-in pages (every language) once; the main layout awaits this before rendering. */
export function loadPageNamespaces(): Promise<void> {
  pageNamespaces ??= import('./page-namespaces').then(({ pageLocaleModules }) => {
    for (const [language, namespaces] of Object.entries(toResources(pageLocaleModules))) {
      for (const [namespace, texts] of Object.entries(namespaces)) {
        i18next.addResourceBundle(language, namespace, texts, true, true);
      }
    }
  });
  return pageNamespaces;
}

/** Switch the console language and remember it. */
export const setLanguage = (language: Language): void => {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  void i18next.changeLanguage(language);
};

export default i18next;
