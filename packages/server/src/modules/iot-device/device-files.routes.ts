import type { ConsoleLanguage } from '@beacon/contracts/console-locale';
import { DEVICE_CODE_PDF_MAX, type DeviceCodePdfRequest } from '@beacon/contracts/iot-device-files';
import { deviceFileEndpoints as endpoints } from '@beacon/contracts/iot-device-files.endpoints';
import { refusal } from '@beacon/contracts/reasons';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ProjectScope } from '../../platform/auth/project-scope';
import { AppError } from '../../platform/http/app-error';
import { consoleLocale } from '../../platform/http/console-locale';
import { serveEndpoint } from '../../platform/http/endpoint-route';
import { ok } from '../../platform/http/envelopes';
import { serveFileEndpoint } from '../../platform/http/file-reply';
import { DeviceBatchService } from './device-batch.service';
import { DeviceCodePdfBuilds } from './device-code-pdf.builds';
import { deviceFilesRepository as repo } from './device-files.repository';
import { DeviceImportService } from './device-import.service';
import { exportDevices } from './device-sheet';
import { importTemplate } from './device-template';
import type { IotDeviceDatabase } from './tables';

/** 10,000 rows of up to ten cells of multi-byte text: far above the default 1 MiB body limit. */
const IMPORT_BODY_LIMIT = 32 * 1024 * 1024;

/** A file name's time stamp: `20261123-140155` (UTC). */
const stamp = (): string => new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').replace(/\..*$/, '');

/** Names of the files this module writes, in the caller's language. */
const FILE_NAMES: Record<ConsoleLanguage, { template: string; export: string; codes: string }> = {
  'zh-CN': { template: '设备导入模板.xlsx', export: '设备列表', codes: '设备码' },
  'en-US': { template: 'device-import-template.xlsx', export: 'devices', codes: 'device-codes' },
};

/** The devices a code sheet prints: the ids given (unknown ones refused) or the filter's matches, at most the cap. */
const codeSheetDevices = async (db: Kysely<IotDeviceDatabase>, request: DeviceCodePdfRequest, scope: ProjectScope) => {
  if (request.iotIds) {
    const rows = await repo.byIotIds(db, request.iotIds, scope);
    const byId = new Map(rows.map((row) => [row.iot_id, row]));
    const missing = request.iotIds.filter((iotId) => !byId.has(iotId));
    if (missing.length > 0) throw AppError.unknownReference('iotIds', 'device', missing.slice(0, 5).join(', '));
    return [...new Set(request.iotIds)].flatMap((iotId) => byId.get(iotId) ?? []);
  }
  const filter = request.filter ?? {};
  const total = await repo.count(db, filter, scope);
  if (total > DEVICE_CODE_PDF_MAX)
    throw AppError.badRequest(
      `body.filter: matches ${total} devices; a code sheet prints at most ${DEVICE_CODE_PDF_MAX} (narrow the filter)`,
    ).with(refusal('filter', 'tooManyMatches', { count: total, max: DEVICE_CODE_PDF_MAX }));
  return repo.byFilter(db, filter, scope, DEVICE_CODE_PDF_MAX);
};

/** Devices in bulk: batch enable/disable/delete, import, import template, export, QR code sheets. */
export const registerDeviceFileRoutes = (
  app: FastifyInstance,
  db: Kysely<IotDeviceDatabase>,
  dropConnection?: (devKey: string) => void,
): void => {
  const batch = new DeviceBatchService(db, dropConnection);
  const importer = new DeviceImportService(db);
  serveEndpoint(app, endpoints.batchEnable, async ({ body, caller }) =>
    ok(await batch.enable(body.iotIds, caller().projects)),
  );
  serveEndpoint(app, endpoints.batchDisable, async ({ body, caller }) =>
    ok(await batch.disable(body.iotIds, caller().projects)),
  );
  serveEndpoint(app, endpoints.batchDelete, async ({ body, caller }) =>
    ok(await batch.remove(body.iotIds, caller().projects)),
  );
  serveEndpoint(
    app,
    endpoints.importDevices,
    async ({ body, caller }) => ok(await importer.import(body.rows, caller().projects)),
    { bodyLimit: IMPORT_BODY_LIMIT },
  );
  serveFileEndpoint(app, endpoints.importTemplate, async ({ request, caller }) => {
    const { language } = consoleLocale(request);
    return {
      fileName: FILE_NAMES[language].template,
      body: await importTemplate(db, caller().projects, language),
    };
  });
  serveFileEndpoint(app, endpoints.exportDevices, async ({ body, request, caller }) => {
    const locale = consoleLocale(request);
    return {
      fileName: `${FILE_NAMES[locale.language].export}-${stamp()}.xlsx`,
      body: exportDevices(db, body, caller().projects, locale, request.log),
    };
  });
  registerCodePdfRoute(app, db);
};

/** The code sheet download: built off the event loop, a few at a time (429 with `Retry-After` beyond). */
const registerCodePdfRoute = (app: FastifyInstance, db: Kysely<IotDeviceDatabase>): void => {
  const builds = new DeviceCodePdfBuilds();
  app.addHook('onClose', () => builds.close());
  serveFileEndpoint(app, endpoints.codePdf, async ({ body, request, caller }) => {
    const { accountId, projects } = caller();
    const { language } = consoleLocale(request);
    const pdf = await builds.build(accountId, async () => {
      const devices = await codeSheetDevices(db, body, projects);
      const names = await repo.projectNames(db, [...new Set(devices.map((device) => device.project_code))]);
      const labels = devices.map((device) => ({
        iotId: device.iot_id,
        devKey: device.dev_key,
        name: device.name,
        projectName: names.get(device.project_code) || device.project_code,
      }));
      return { labels, language };
    });
    return { fileName: `${FILE_NAMES[language].codes}-${stamp()}.pdf`, body: pdf };
  });
};
