import { deviceDataEndpoints } from '@beacon/contracts/telemetry.endpoints';
import type { FastifyInstance } from 'fastify';
import { consoleLocale } from '../../platform/http/console-locale';
import { serveFileEndpoint } from '../../platform/http/file-reply';
import type { HistoryExportService } from './history-export.service';
import { HistoryExportSlots } from './history-export.slots';

/** The history export: one running per account, a few per server; the slot is held until the file is sent or cut. */
export const registerHistoryExportRoute = (app: FastifyInstance, exports: HistoryExportService): void => {
  const slots = new HistoryExportSlots();
  serveFileEndpoint(app, deviceDataEndpoints.historyExport, async ({ body, request, caller }) => {
    const release = slots.take(caller().accountId);
    try {
      const file = await exports.file(body, caller().projects, consoleLocale(request), request.log);
      file.body.once('close', release);
      return file;
    } catch (error) {
      release();
      throw error;
    }
  });
};
