import type { AbnormalType } from '@beacon/contracts/device-abnormal';
import type { AlarmSeverity } from '@beacon/contracts/iot-model';
import type { ThingValue } from '@beacon/contracts/thing-model-value';

/** Which device a signal is about, and where it belongs. */
export interface SignalDevice {
  iotId: string;
  devKey: string;
  projectCode: string;
}

/** Property values a committed batch stored for one device, with each sample's own time (ts, else arrival). */
export interface PropertySamplesSignal extends SignalDevice {
  stdModelId: number;
  samples: readonly { attrKey: string; value: ThingValue; ts: number }[];
}

/** A stored device event of type alert or error. */
export interface DeviceEventSignal extends SignalDevice {
  identifier: string;
  eventType: 'alert' | 'error';
  /** The event's time (its ts, else arrival; epoch ms). */
  time: number;
}

/** An abnormal record opened or recovered. */
export interface AbnormalSignal extends SignalDevice {
  kind: AbnormalType;
  attrKey: string;
  state: 'opened' | 'recovered';
  time: number;
}

/** An alarm the event center raised (a new one, not a repeat) or cleared, told after its write committed. */
export interface AlarmSignal extends SignalDevice {
  alarmId: number;
  state: 'raised' | 'cleared';
  /** rule, event or abnormal. */
  source: string;
  /** The rule's name, the event's identifier or the abnormal kind. */
  sourceKey: string;
  severity: AlarmSeverity;
  /** `system`, or the account that cleared it. */
  by: string;
  time: number;
}

type Listener<T> = (signal: T) => Promise<void>;

/**
 * What telemetry tells other modules after it stored something (the event center raises alarms from it),
 * without either importing the other. A listener's failure is logged and never fails the emitter.
 */
export class Signals {
  private readonly samples: Listener<PropertySamplesSignal>[] = [];
  private readonly events: Listener<DeviceEventSignal>[] = [];
  private readonly abnormal: Listener<AbnormalSignal>[] = [];
  private readonly alarms: Listener<AlarmSignal>[] = [];

  constructor(private readonly logError: (error: unknown, what: string) => void) {}

  /** Listens to the property samples of each committed batch. */
  onPropertySamples(listener: Listener<PropertySamplesSignal>): void {
    this.samples.push(listener);
  }

  /** Listens to stored alert/error device events. */
  onDeviceEvent(listener: Listener<DeviceEventSignal>): void {
    this.events.push(listener);
  }

  /** Listens to abnormal records opened and recovered. */
  onAbnormal(listener: Listener<AbnormalSignal>): void {
    this.abnormal.push(listener);
  }

  /** Listens to alarms raised and cleared (the ticket center opens and resolves work orders from them). */
  onAlarm(listener: Listener<AlarmSignal>): void {
    this.alarms.push(listener);
  }

  /** Tells the listeners an alarm raised or cleared, after its write committed (never rejects). */
  alarmChanged(signal: AlarmSignal): Promise<void> {
    return this.emit(this.alarms, signal, 'alarm');
  }

  /** Tells the listeners a device's committed samples; resolves once they are done (never rejects). */
  propertySamples(signal: PropertySamplesSignal): Promise<void> {
    return this.emit(this.samples, signal, 'property samples');
  }

  /** Tells the listeners a stored alert/error event (never rejects). */
  deviceEvent(signal: DeviceEventSignal): Promise<void> {
    return this.emit(this.events, signal, 'device event');
  }

  /** Tells the listeners an abnormal record opened or recovered (never rejects). */
  abnormalChanged(signal: AbnormalSignal): Promise<void> {
    return this.emit(this.abnormal, signal, 'abnormal record');
  }

  private async emit<T>(listeners: readonly Listener<T>[], signal: T, what: string): Promise<void> {
    for (const listener of listeners) {
      try {
        await listener(signal);
      } catch (error) {
        this.logError(error, what);
      }
    }
  }
}
