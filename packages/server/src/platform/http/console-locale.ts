import {
  type ConsoleLanguage,
  consoleLanguageOf,
  DEFAULT_CONSOLE_LANGUAGE,
  TIME_ZONE_HEADER,
} from '@beacon/contracts/console-locale';
import type { FastifyRequest } from 'fastify';

/** How the files the server writes for a caller read: its console's language and time zone. */
export interface ConsoleLocale {
  language: ConsoleLanguage;
  /** An IANA zone name the runtime knows (`Asia/Shanghai`), else the server's own zone. */
  timeZone: string;
}

const header = (request: FastifyRequest, name: string): string => {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

/** The first language of an Accept-Language header the console speaks (q-values in order), else zh-CN. */
export const languageOf = (acceptLanguage: string): ConsoleLanguage => {
  const tags = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag = '', ...rest] = part.split(';');
      const q = rest.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const language = consoleLanguageOf(tag);
    if (language) return language;
  }
  return DEFAULT_CONSOLE_LANGUAGE;
};

const serverZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The zone name when the runtime knows it, else the server's zone. */
export const timeZoneOf = (name: string): string => {
  if (name === '' || name.length > 64) return serverZone;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return serverZone;
  }
};

/** The caller's console language (Accept-Language) and time zone (x-time-zone), read once per file. */
export const consoleLocale = (request: FastifyRequest): ConsoleLocale => ({
  language: languageOf(header(request, 'accept-language')),
  timeZone: timeZoneOf(header(request, TIME_ZONE_HEADER)),
});

/** Formats epoch ms as `YYYY-MM-DD HH:mm:ss` in a zone; one formatter per zone, built once. */
export const localDateTimeFormat = (timeZone: string): ((ms: number) => string) => {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  return (ms) => {
    const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
    for (const { type, value } of format.formatToParts(ms)) part[type] = value;
    return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
  };
};
