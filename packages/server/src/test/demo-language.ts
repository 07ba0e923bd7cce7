import type { ConsoleLanguage } from '@beacon/contracts/console-locale';

/** Manufacturers and model numbers the Chinese demo may name as they are (they have no Chinese name). */
const BRAND_TOKENS = [
  'Sensirion',
  'SHT-40-NET',
  'SHT40',
  'Acrel',
  'ADL400',
  'ZKTeco',
  'inBio-260',
  'inBio',
  'Hikvision',
  'DS-PDSMK-S',
  'Dahua',
  'IPC-HFW2431',
  'KONE',
  'KCM-831',
  'KCM831',
];

const CJK = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;

/** Whether a demo text is in the language: no Latin word in Chinese (brands aside), no Chinese in English. */
const inLanguage = (text: string, language: ConsoleLanguage): boolean =>
  language === 'en-US'
    ? !CJK.test(text)
    : !/[A-Za-z]{3,}/.test(BRAND_TOKENS.reduce((rest, token) => rest.replaceAll(token, ' '), text));

/** The texts that are not in the demo's language (an empty list when all are). */
export const notInLanguage = (texts: Iterable<string>, language: ConsoleLanguage): string[] =>
  [...new Set(texts)].filter((text) => !inLanguage(text, language));
