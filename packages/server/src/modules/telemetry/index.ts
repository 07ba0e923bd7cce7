import { SERVICE_CALL_LIMITS, SERVICE_REPLY_FILTER } from '@beacon/contracts/device-debug';
import { DeviceRateLimiter } from '../../platform/bus/device-rate';
import type { BeaconModule } from '../../platform/module';
import { AbnormalDetector } from './abnormal.service';
import { AbnormalSettings } from './abnormal-setting.service';
import { seedTelemetryDemo } from './demo';
import { registerDeviceDebugRoutes } from './device-debug.routes';
import { DeviceDebugService } from './device-debug.service';
import { DeviceDirectory } from './device-directory';
import { purgeDeviceLogs } from './device-log-retention';
import { registerHistoryExportRoute } from './history-export.routes';
import { HistoryExportService } from './history-export.service';
import { IngestService } from './ingest.service';
import { LoadShedder } from './load-shedding';
import { migration0001 } from './migrations/0001-telemetry';
import { migration0002 } from './migrations/0002-abnormal';
import { migration0003 } from './migrations/0003-device-event';
import { migration0004 } from './migrations/0004-abnormal-setting';
import { migration0005 } from './migrations/0005-device-log-count';
import { registerOverviewRoutes } from './overview.routes';
import { OverviewService } from './overview.service';
import { registerRealtimeRoute } from './realtime.routes';
import { REALTIME_CHANNEL, RealtimeHub } from './realtime-hub';
import { COUNT_FLUSH_MS, RefusalLog } from './refusal-log';
import { SERVICE_REPLY_CHANNEL, ServiceCalls } from './service-call';
import type { TelemetryReadTables, TelemetryTables } from './tables';
import { registerIngestRoutes, registerTelemetryRoutes } from './telemetry.routes';
import { TelemetryQueryService } from './telemetry-query.service';
import { TelemetryWriter } from './telemetry-writer';

/** At most 2,000 rows a transaction (group commit: an idle writer commits at once). */
const WRITER_LIMITS = { maxRows: 2_000 };
const SCAN_INTERVAL_MS = 60_000;

/** Telemetry: device uplinks (MQTT and HTTP) checked, converted and stored; live values, history, device logs, abnormal detection. */
export const telemetryModule: BeaconModule = {
  name: 'telemetry',
  migrations: {
    '0001-telemetry': migration0001,
    '0002-abnormal': migration0002,
    '0003-device-event': migration0003,
    '0004-abnormal-setting': migration0004,
    '0005-device-log-count': migration0005,
  },
  async demo(ctx) {
    await seedTelemetryDemo(ctx.db.withTables<TelemetryTables & TelemetryReadTables>());
  },
  async register(ctx) {
    const db = ctx.db.withTables<TelemetryTables & TelemetryReadTables>();
    const directory = new DeviceDirectory(db);
    const writer = new TelemetryWriter(db, WRITER_LIMITS);
    const settings = new AbnormalSettings(db);
    const abnormal = new AbnormalDetector(db, settings, ctx.signals);
    await abnormal.load();
    const shedder = new LoadShedder(
      () => writer.backlog,
      (message) => ctx.app.log.warn(message),
    );
    const refusals = new RefusalLog();
    const ingest = new IngestService(
      directory,
      writer,
      abnormal,
      shedder,
      refusals,
      { maxClockSkewMs: ctx.settings.device.maxClockSkewMs },
      ctx.signals,
    );
    // Refusals counted in memory are added to their device-log rows every few seconds.
    const writeCounts = () => {
      const logCounts = refusals.takeCounts();
      if (logCounts.length === 0) return Promise.resolve();
      return writer.write({ history: [], latest: [], logs: [], logCounts });
    };
    const counting = setInterval(() => {
      writeCounts().catch((error: unknown) => ctx.app.log.error({ err: error }, 'refusal counts not written'));
    }, COUNT_FLUSH_MS);
    counting.unref();
    await ctx.bus.subscribe('beacon/+/properties', (message) => ingest.onMessage(message));
    await ctx.bus.subscribe('beacon/+/events/+', (message) => ingest.onMessage(message));
    ctx.bus.onRevoked((devKey) => directory.forget(devKey));
    ctx.bus.onPresence((event) => {
      directory.forget(event.devKey);
      ingest
        .presence(event.devKey, event.online, event.at)
        .catch((error: unknown) => ctx.app.log.error({ err: error }, 'device presence not logged'));
    });
    registerTelemetryRoutes(ctx.app, new TelemetryQueryService(db), abnormal, settings);
    registerHistoryExportRoute(ctx.app, new HistoryExportService(db, new TelemetryQueryService(db)));
    registerOverviewRoutes(ctx.app, new OverviewService(db, ctx.usage));
    // Offline and silent devices are found by a scan every minute.
    const scan = setInterval(() => {
      abnormal.scan(Date.now()).catch((error: unknown) => ctx.app.log.error({ err: error }, 'abnormal scan failed'));
    }, SCAN_INTERVAL_MS);
    scan.unref();
    // The HTTP side of the per-device message rate (the embedded broker holds MQTT to it).
    registerIngestRoutes(ctx.app, ingest, new DeviceRateLimiter(ctx.settings.device.maxMsgRate));
    const hub = new RealtimeHub(db);
    // Through the bus, so websockets on every instance get the values whichever instance stored them.
    writer.onCommitted((latest) => ctx.bus.broadcast(REALTIME_CHANNEL, JSON.stringify(latest)));
    ctx.bus.onBroadcast(REALTIME_CHANNEL, (payload) => hub.receive(payload));
    registerRealtimeRoute(ctx.app, hub, ctx.authenticate);
    // Service calls: a device's reply reaches one instance of the group and is relayed to the one waiting for it.
    const calls = new ServiceCalls(ctx.bus, writer, {
      timeoutMs: ctx.settings.device.serviceCallTimeoutMs,
      pendingPerDevice: SERVICE_CALL_LIMITS.pendingPerDevice,
      pendingTotal: SERVICE_CALL_LIMITS.pendingTotal,
    });
    await ctx.bus.subscribe(SERVICE_REPLY_FILTER, (message) => calls.onReplyMessage(message));
    ctx.bus.onBroadcast(SERVICE_REPLY_CHANNEL, (payload) => calls.receive(payload));
    const brokerUrl = ctx.settings.mqttPublicUrl ?? ctx.bus.deviceUrl;
    registerDeviceDebugRoutes(ctx.app, new DeviceDebugService(db, directory, ingest, calls, brokerUrl));
    // Whatever is queued or counted is written before the bus and the database close.
    ctx.app.addHook('preClose', async () => {
      clearInterval(scan);
      clearInterval(counting);
      calls.close();
      await writeCounts();
      await writer.flush();
    });
  },
  jobs: [
    async (ctx) => {
      await purgeDeviceLogs(
        ctx.db.withTables<TelemetryTables & TelemetryReadTables>(),
        ctx.settings.device.logRetentionDays,
      );
    },
  ],
};
