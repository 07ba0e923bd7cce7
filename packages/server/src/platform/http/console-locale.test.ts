import { describe, expect, it } from 'vitest';
import { languageOf, localDateTimeFormat, timeZoneOf } from './console-locale';

describe('console locale', () => {
  it('takes the first language of Accept-Language the console speaks, by weight, else zh-CN', () => {
    expect(languageOf('en-US')).toBe('en-US');
    expect(languageOf('fr-FR, en;q=0.8, zh;q=0.5')).toBe('en-US');
    expect(languageOf('en;q=0.2, zh-TW;q=0.9')).toBe('zh-CN');
    expect(languageOf('fr, de')).toBe('zh-CN');
    expect(languageOf('')).toBe('zh-CN');
  });

  it("keeps a zone the runtime knows, else the server's own", () => {
    const server = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(timeZoneOf('Asia/Shanghai')).toBe('Asia/Shanghai');
    expect(timeZoneOf('Mars/Olympus')).toBe(server);
    expect(timeZoneOf('')).toBe(server);
  });

  it('formats epoch ms as local YYYY-MM-DD HH:mm:ss, midnight as 00', () => {
    const at = Date.UTC(2026, 10, 23, 16, 1, 55);
    expect(localDateTimeFormat('Asia/Shanghai')(at)).toBe('2026-11-24 00:01:55');
    expect(localDateTimeFormat('UTC')(at)).toBe('2026-11-23 16:01:55');
  });
});
