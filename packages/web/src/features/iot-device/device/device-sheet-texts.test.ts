import { CONSOLE_LANGUAGES } from '@beacon/contracts/console-locale';
import { DEVICE_SHEET_TITLES, DEVICE_STATUS_LABELS } from '@beacon/contracts/device-sheet-texts';
import { describe, expect, it } from 'vitest';
import enUS from '../../../i18n/locales/en-US/device';
import zhCN from '../../../i18n/locales/zh-CN/device';

const PAGE_TEXTS = { 'zh-CN': zhCN, 'en-US': enUS } as const;

// The server titles and labels its device sheets with the contracts' texts; they must read as the device page does.
describe('device sheet texts', () => {
  it.each(CONSOLE_LANGUAGES)('%s: statuses and the page-shown columns are titled as on the device page', (language) => {
    const page = PAGE_TEXTS[language];
    const titles = DEVICE_SHEET_TITLES[language];
    expect(DEVICE_STATUS_LABELS[language]).toEqual(page.values.status);
    expect([titles.devKey, titles.name, titles.iotId, titles.status, titles.address, titles.firmware]).toEqual([
      page.devKey,
      page.name,
      page.iotId,
      page.status,
      page.address,
      page.firmware,
    ]);
    expect([titles.stdModelName, titles.projectName, titles.categoryName, titles.regionName]).toEqual([
      page.stdModel,
      page.project,
      page.category,
      page.region,
    ]);
    expect([titles.lastOnlineTime, titles.createDate]).toEqual([page.lastOnlineTime, page.createDate]);
  });
});
