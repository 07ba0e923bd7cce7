import { ENTITY_NAMES, REASON_KEYS, REASONS } from '@beacon/contracts/reasons';
import { describe, expect, it } from 'vitest';
import enUS from './locales/en-US/reasons';
import zhCN from './locales/zh-CN/reasons';

const LOCALES = { 'zh-CN': zhCN, 'en-US': enUS } as const;
const placeholders = (text: string): string[] => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '');

describe.each(Object.entries(LOCALES))('reasons namespace (%s)', (_language, texts) => {
  const table: Record<string, unknown> = texts;

  it('has a text for every reason key of the contracts, using only that key’s parameters', () => {
    for (const key of REASON_KEYS) {
      const text = table[key];
      expect(typeof text, key).toBe('string');
      const declared: readonly string[] = REASONS[key];
      for (const name of placeholders(String(text))) expect(declared, `${key} uses {{${name}}}`).toContain(name);
    }
  });

  it('has no text for a key the contracts do not declare, and names every kind of record', () => {
    const extra = Object.keys(table).filter((key) => key !== 'entity' && !(REASON_KEYS as string[]).includes(key));
    expect(extra).toEqual([]);
    for (const kind of Object.keys(ENTITY_NAMES))
      expect(typeof texts.entity[kind as keyof typeof texts.entity]).toBe('string');
  });
});
