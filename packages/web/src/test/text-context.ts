import type { TextContext } from '../components/page-kit/page-spec';
import i18n, { type Language } from '../i18n';

/** A declaration's text context in a namespace and language, as the kit builds it for a page. */
export const textContext = (namespace: string, language: Language = 'zh-CN'): TextContext => ({
  t: i18n.getFixedT(language, namespace),
  language,
});
