import { describe, expect, it } from 'vitest';
import i18n from '../i18n';
import {
  abbreviateNumber,
  formatDateTime,
  formatMessageTime,
  formatRelativeTime,
  readingText,
  valueText,
} from './formatters';

const NOW = new Date(2024, 4, 15, 12, 0, 0);
const at = (day: number, hour: number, minute = 0, second = 0) => new Date(2024, 4, day, hour, minute, second);
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);

describe('formatDateTime', () => {
  it('formats YYYY-MM-DD HH:mm:ss', () => {
    expect(formatDateTime(new Date(2024, 0, 2, 3, 4, 5))).toBe('2024-01-02 03:04:05');
  });

  it('accepts epoch seconds and milliseconds', () => {
    const ms = new Date(2024, 0, 2, 3, 4, 5).getTime();
    expect(formatDateTime(ms)).toBe('2024-01-02 03:04:05');
    expect(formatDateTime(ms / 1000)).toBe('2024-01-02 03:04:05');
    expect(formatDateTime(String(ms / 1000))).toBe('2024-01-02 03:04:05');
  });

  it('gives an empty string for empty or invalid input', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('formatMessageTime', () => {
  it('shows HH:mm today, including just after midnight', () => {
    expect(formatMessageTime(at(15, 9, 5), NOW)).toBe('09:05');
    expect(formatMessageTime(at(15, 0, 0), NOW)).toBe('00:00');
  });

  it('shows yesterday and the day before yesterday by calendar day', () => {
    expect(formatMessageTime(at(14, 23, 59, 59), NOW)).toBe('昨天');
    expect(formatMessageTime(at(14, 0, 0), NOW)).toBe('昨天');
    expect(formatMessageTime(at(13, 23, 59), NOW)).toBe('前天');
    expect(formatMessageTime(at(13, 0, 0), NOW)).toBe('前天');
  });

  it('shows a date from three days back', () => {
    expect(formatMessageTime(at(12, 23, 59), NOW)).toBe('2024-05-12');
  });

  it('translates in en-US', async () => {
    await i18n.changeLanguage('en-US');
    try {
      expect(formatMessageTime(at(14, 8), NOW)).toBe('Yesterday');
      expect(formatMessageTime(at(13, 8), NOW)).toBe('Day before yesterday');
    } finally {
      await i18n.changeLanguage('zh-CN');
    }
  });
});

describe('formatRelativeTime', () => {
  it('uses the spec English texts in en-US at each boundary', async () => {
    await i18n.changeLanguage('en-US');
    try {
      expect(formatRelativeTime(ago(0), NOW)).toBe('just now');
      expect(formatRelativeTime(ago(29), NOW)).toBe('just now');
      expect(formatRelativeTime(ago(30), NOW)).toBe('1 minute ago');
      expect(formatRelativeTime(ago(61), NOW)).toBe('2 minutes ago');
      expect(formatRelativeTime(ago(3599), NOW)).toBe('60 minutes ago');
      expect(formatRelativeTime(ago(3600), NOW)).toBe('1 hour ago');
      expect(formatRelativeTime(ago(3601), NOW)).toBe('2 hours ago');
      expect(formatRelativeTime(ago(86_399), NOW)).toBe('24 hours ago');
      expect(formatRelativeTime(ago(86_400), NOW)).toBe('1 day ago');
      expect(formatRelativeTime(ago(172_799), NOW)).toBe('1 day ago');
    } finally {
      await i18n.changeLanguage('zh-CN');
    }
  });

  it('translates in zh-CN', () => {
    expect(formatRelativeTime(ago(10), NOW)).toBe('刚刚');
    expect(formatRelativeTime(ago(300), NOW)).toBe('5分钟前');
    expect(formatRelativeTime(ago(7200), NOW)).toBe('2小时前');
    expect(formatRelativeTime(ago(90_000), NOW)).toBe('1天前');
  });

  it('gives a date from two days on', () => {
    expect(formatRelativeTime(ago(172_800), NOW)).toBe('2024-05-13 12:00:00');
    expect(formatRelativeTime(ago(172_800), NOW, 'YYYY-MM-DD')).toBe('2024-05-13');
  });
});

describe('abbreviateNumber', () => {
  it('keeps numbers under 1000 as they are', () => {
    expect(abbreviateNumber(0)).toBe('0');
    expect(abbreviateNumber(999)).toBe('999');
  });

  it('uses k, M, G, T, P and E at each threshold', () => {
    expect(abbreviateNumber(1000)).toBe('1k');
    expect(abbreviateNumber(1500)).toBe('1.5k');
    expect(abbreviateNumber(1e6)).toBe('1M');
    expect(abbreviateNumber(2.5e9)).toBe('2.5G');
    expect(abbreviateNumber(1e12)).toBe('1T');
    expect(abbreviateNumber(1e15)).toBe('1P');
    expect(abbreviateNumber(3e18)).toBe('3E');
  });

  it('rounds to the given digits and drops trailing zeros', () => {
    expect(abbreviateNumber(1234, 2)).toBe('1.23k');
    expect(abbreviateNumber(1200, 2)).toBe('1.2k');
    expect(abbreviateNumber(999_999, 1)).toBe('1000k');
    expect(abbreviateNumber(-1500)).toBe('-1.5k');
  });
});

describe('readingText and valueText', () => {
  it('rounds a float reading to two decimals, three significant digits below 1, whole numbers as they are', () => {
    expect(readingText(21.537284)).toBe('21.54');
    expect(readingText(21.5)).toBe('21.5');
    expect(readingText(0.000123456)).toBe('0.000123');
    expect(readingText(-12.3456)).toBe('-12.35');
    expect(readingText(48)).toBe('48');
  });

  it('adds the unit; strings stay as they are, structs and arrays read as JSON', () => {
    expect(valueText(21.537284, '°C')).toBe('21.54 °C');
    expect(valueText('on', '')).toBe('on');
    expect(valueText({ x: 1 }, '')).toBe('{"x":1}');
  });
});
