// One chunk with every namespace the entry does not carry (see loadPageNamespaces in ./index).
import type { LocaleModules } from './index';

/** Locale modules of the signed-in pages: every namespace but the entry's common, auth, shell, errors and reasons. */
export const pageLocaleModules: LocaleModules = import.meta.glob(
  ['./locales/*/*.ts', '!./locales/*/{common,auth,shell,errors,reasons}.ts'],
  { eager: true },
);
