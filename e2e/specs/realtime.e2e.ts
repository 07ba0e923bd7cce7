import type { Device } from '@beacon/contracts/iot-device';
import { deviceEndpoints } from '@beacon/contracts/iot-device.endpoints';
import type { ProjectOption } from '@beacon/contracts/project-data-management';
import { projectEndpoints } from '@beacon/contracts/project-data-management.endpoints';
import type { LatestValue } from '@beacon/contracts/telemetry';
import { deviceDataEndpoints } from '@beacon/contracts/telemetry.endpoints';
import mqtt from 'mqtt';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiLogin, apiPost, loginThroughUi, resetBrowser, waitForShellAt } from '../src/console';
import { useServerAndBrowser } from '../src/fixture';
import type { StartedServer } from '../src/server';

// Issue #9 item 12: the real-time page of a demo project; a device publishes a new value over MQTT to the
// server's broker and the row's value cell changes in place, without a reload.

const rig = useServerAndBrowser({ DEMO_DATA: 'true' });

/** Server round trips on a busy 2-core machine can outlast expect.poll's default second. */
const SLOW = { timeout: 10_000 };

const DEVICE_DATA = '/data-manage/device-data/device-data';
/** A demo project; its first device is a temperature and humidity sensor (temperature −40…85 °C). */
const PROJECT = 'P-SZ-001';

/** A reading as the page shows it: whole numbers as they are, else two decimals (three significant digits below 1). */
const readingOf = (value: unknown): string => {
  const number = Number(value);
  if (Number.isInteger(number)) return String(number);
  return String(Number(Math.abs(number) >= 1 ? number.toFixed(2) : number.toPrecision(3)));
};

/** The kept-alive page of a route (other tabs' pages stay in the DOM, hidden). */
const pageOf = (page: Page, path: string): Locator => page.locator(`[data-page="${path}"]`);

/** A signed-in list-A POST of the API; resolves with the page's rows. */
const listRows = async <T>(server: StartedServer, token: string, url: string, body: unknown): Promise<T[]> => {
  const response = await fetch(`${server.origin}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accessToken: token },
    body: JSON.stringify(body),
  });
  const reply = (await response.json()) as { result?: { items: T[] } };
  if (response.status !== 200 || !reply.result) throw new Error(`${url}: ${response.status}`);
  return reply.result.items;
};

/** The first page of the project's live rows (what the page shows first), over the API. */
const firstLiveRows = (server: StartedServer, token: string): Promise<LatestValue[]> =>
  listRows(server, token, deviceDataEndpoints.page.path, { projectCode: PROJECT, page_index: 1, page_size: 10 });

/** Opens the project's real-time page as admin and waits for its live socket. */
const openRealtimePage = async (page: Page): Promise<Locator> => {
  await loginThroughUi(page, rig.server);
  await page.goto(`${rig.server.consoleUrl}${DEVICE_DATA.slice(1)}?projectCode=${PROJECT}`);
  await waitForShellAt(page, rig.server, `${DEVICE_DATA}?projectCode=${PROJECT}`);
  const live = pageOf(page, DEVICE_DATA);
  await live.locator('[data-testid="realtime-status"][data-state="live"]').waitFor();
  return live;
};

it('shows a value a device publishes over MQTT in its row, without a reload', async () => {
  // Looked up before the UI signs in: an API sign-in replaces the account's other session.
  const token = await apiLogin(rig.server);
  const rows = await firstLiveRows(rig.server, token);
  const row = rows.find((item) => item.attrKey === 'temperature');
  if (!row) throw new Error(`the first page of ${PROJECT} has no temperature row`);
  // A numeric property with a unit, so its value axis labels (which carry the unit) tell from the time axis's.
  const other = rows.find((item) => typeof item.value === 'number' && item.unit !== '' && item !== row);
  if (!other) throw new Error(`the first page of ${PROJECT} has no other numeric row`);
  // The demo's secrets are random: a new one, as an operator would give the device.
  const { deviceSecret } = await apiPost<{ deviceSecret: string }>(
    rig.server,
    token,
    deviceEndpoints.resetSecret.path.replace(':iotId', encodeURIComponent(row.iotId)),
    {},
  );
  // A float sensor's reading with many decimals shows rounded to two.
  const [value, shown] = row.value === 12.35 ? [12.456789, '12.46'] : [12.345678, '12.35'];

  const page = await resetBrowser(rig.browser, rig.server);
  const live = await openRealtimePage(page);
  const cell = live.getByTestId(`live-value-${row.iotId}/temperature`);
  await expect.poll(() => cell.textContent(), SLOW).toBe(`${readingOf(row.value)} °C`);
  // Survives only as long as the document does: a reload would clear it.
  await page.evaluate(() => {
    document.documentElement.dataset.sameDocument = 'yes';
  });

  const device = await mqtt.connectAsync(rig.server.mqttUrl, {
    username: row.devKey,
    password: deviceSecret,
    clientId: row.devKey,
    reconnectPeriod: 0,
  });
  try {
    // QoS 1: acknowledged once stored, so the push to the page is under way.
    await device.publishAsync(
      `beacon/${row.devKey}/properties`,
      JSON.stringify({ ts: Date.now(), params: { temperature: value } }),
      { qos: 1 },
    );
  } finally {
    await device.endAsync();
  }
  await expect.poll(() => cell.textContent(), SLOW).toBe(`${shown} °C`);
  // Pushed over the live socket (a refetched row would not flash), into the same document.
  expect(await cell.getAttribute('class')).toContain('beacon-live-flash');
  expect(await page.evaluate(() => document.documentElement.dataset.sameDocument)).toBe('yes');

  // The history of a property with one point in the last hour (the demo's hourly history ends at the hour's
  // start): the time axis fits it (minutes of that hour), instead of spreading it over two days.
  const otherRow = live.locator('tr', { has: page.getByTestId(`live-value-${other.iotId}/${other.attrKey}`) });
  await otherRow.getByTestId('row-history').click();
  const chart = page.getByTestId('time-line-chart');
  await chart.locator('svg text').first().waitFor();
  const labels = await chart.locator('svg text').allTextContents();
  const timeLabels = labels.filter((label) => !label.endsWith(other.unit));
  expect(timeLabels.length, labels.join(' | ')).toBeGreaterThan(0);
  // Minutes of one short span: no day numbers, and every label within a quarter of an hour of the first.
  expect(
    timeLabels.every((label) => /^\d{2}:\d{2}(:\d{2})?$/.test(label)),
    labels.join(' | '),
  ).toBe(true);
  const minutes = timeLabels.map((label) => Number(label.slice(0, 2)) * 60 + Number(label.slice(3, 5)));
  const spread = (Math.max(...minutes) - Math.min(...minutes) + 1440) % 1440;
  expect(Math.min(spread, 1440 - spread), labels.join(' | ')).toBeLessThanOrEqual(15);

  // The filters are the device's name and devKey (columns of the table), not its iotId.
  await page.keyboard.press('Escape');
  await chart.waitFor({ state: 'hidden' });
  await live.getByTestId('filter-bar').getByLabel('设备Key').fill(other.devKey);
  await live.getByTestId('filter-bar').getByRole('button', { name: /查询/ }).click();
  const devKeys = () =>
    live
      .locator('[data-testid="list-table"] tr.ant-table-row')
      .evaluateAll((rows) => rows.map((tableRow) => tableRow.querySelectorAll('td')[1]?.textContent ?? ''));
  await expect.poll(async () => [...new Set(await devKeys())], SLOW).toEqual([other.devKey]);
});

it('with no project chosen before, opens on the project whose devices are online', async () => {
  const token = await apiLogin(rig.server);
  const projects = await apiPost<ProjectOption[]>(rig.server, token, projectEndpoints.options.path, {});
  // Not the first project: the page would open on that one anyway.
  const target = projects.at(-1);
  if (!target || projects.length < 2) throw new Error('the demo has fewer than two projects');
  const devices = await listRows<Device>(rig.server, token, deviceEndpoints.page.path, {
    projectCode: target.projectCode,
    page_index: 1,
    page_size: 50,
  });
  // A disabled device may not connect.
  const device = devices.find((candidate) => candidate.status !== 'disabled');
  if (!device) throw new Error(`${target.projectCode} has no enabled device`);
  const { deviceSecret } = await apiPost<{ deviceSecret: string }>(
    rig.server,
    token,
    deviceEndpoints.resetSecret.path.replace(':iotId', encodeURIComponent(device.iotId)),
    {},
  );
  const client = await mqtt.connectAsync(rig.server.mqttUrl, {
    username: device.devKey,
    password: deviceSecret,
    clientId: device.devKey,
    reconnectPeriod: 0,
  });
  try {
    const liveProjects = async () => {
      const response = await fetch(`${rig.server.origin}${deviceDataEndpoints.liveProjects.path}`, {
        headers: { accessToken: token },
      });
      return ((await response.json()) as { data: { projectCode: string }[] }).data.map((row) => row.projectCode);
    };
    await expect.poll(liveProjects, SLOW).toEqual([target.projectCode]);
    const page = await resetBrowser(rig.browser, rig.server);
    await loginThroughUi(page, rig.server);
    await page.goto(`${rig.server.consoleUrl}${DEVICE_DATA.slice(1)}`);
    await waitForShellAt(page, rig.server, DEVICE_DATA);
    const chosen = pageOf(page, DEVICE_DATA).getByTestId('device-data-project');
    await expect.poll(() => chosen.textContent(), SLOW).toContain(target.projectName);
    // Not the first project's name (the page would show that with no preference).
    expect(await chosen.textContent()).not.toContain(projects[0]?.projectName);
  } finally {
    await client.endAsync();
  }
});

it('works on a 390 px phone: the live table scrolls inside itself', async () => {
  const page = await resetBrowser(rig.browser, rig.server);
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    const live = await openRealtimePage(page);
    await expect.poll(() => live.locator('tr.ant-table-row').count(), SLOW).toBeGreaterThan(0);
    // The page itself never scrolls sideways; the table's own body does.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const body = live.locator('.ant-table-content, .ant-table-body').first();
    expect(await body.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  } finally {
    await page.setViewportSize({ width: 1440, height: 900 });
  }
});
