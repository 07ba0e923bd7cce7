import type { ConsoleLanguage } from '@beacon/contracts/console-locale';

/** A demo text given in both languages, answering with the demo's: `t('温湿度传感器', 'Temperature and humidity sensor')`. */
export type DemoText = (zh: string, en: string) => string;

/** The demo's text picker for DEMO_LANGUAGE, chosen once at seed time (codes and units never go through it). */
export const demoText =
  (language: ConsoleLanguage): DemoText =>
  (zh, en) =>
    language === 'en-US' ? en : zh;
