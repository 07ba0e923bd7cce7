/** Languages the console speaks; the files the server writes for it (exports, templates, labels) follow it. */
export const CONSOLE_LANGUAGES = ['zh-CN', 'en-US'] as const;
/** A language of the console. */
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];
/** The console's language when a request names none it speaks. */
export const DEFAULT_CONSOLE_LANGUAGE: ConsoleLanguage = 'zh-CN';
/** Header with the console's IANA time zone (`Asia/Shanghai`): times in the files the server writes are local to it. */
export const TIME_ZONE_HEADER = 'x-time-zone';

/** The console language a tag names (`en`, `en-GB` → en-US; `zh`, `zh-TW` → zh-CN), else undefined. */
export const consoleLanguageOf = (tag: string): ConsoleLanguage | undefined => {
  const primary = tag.trim().toLowerCase().split('-')[0];
  if (primary === 'zh') return 'zh-CN';
  if (primary === 'en') return 'en-US';
  return undefined;
};
