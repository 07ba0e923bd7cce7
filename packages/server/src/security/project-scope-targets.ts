import type { TelemetryRefs, TestDevice } from '../modules/telemetry/telemetry-fixtures.test-helper';

// Issue #10 object level: what the project-scope test sends for each endpoint of the table. Every endpoint is either
// probed with project B's records or named as holding no project-scoped record, with why.
/** An HTTP method the probes use. */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** One API call a probe makes. */
export interface Call {
  method: Method;
  url: string;
  body?: unknown;
}
/** What the probes aim at: project B's records, and ids that name nothing. */
export interface Targets {
  projectA: TelemetryRefs;
  projectBId: number;
  deviceA: TestDevice;
  deviceB: TestDevice;
  stdModelId: number;
  /** An alarm of project B (its out-of-range value's abnormal alarm). */
  alarmBId: number;
  /** A work order of project B (opened by hand on device B). */
  workOrderBId: number;
  /** A work order rule (not a project record; its test lists alarms of the caller's projects). */
  ruleId: number;
  /** An AI event of project B. */
  aiEventBId: number;
}
/** How a probe judges the answer. */
export type Probe =
  /** The call on B's record answers exactly as the same call on a record that does not exist. */
  | { kind: 'like-missing'; onB: Call; onMissing: Call }
  /** A list (or file) of everything the caller may see: none of B's records in it. */
  | { kind: 'list'; call: Call }
  /** Refused outright (the record would lie outside the scope). */
  | { kind: 'refused'; call: Call; status: number };

/** Ids that name no record, for the answers B's records must match. */
export const MISSING_IOT_ID = 'd00000000000000000000';
export const MISSING_PROJECT = 'P-NONE';
export const MISSING_ID = 999_999;
