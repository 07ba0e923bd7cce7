import { type Refusal, refusal } from '@beacon/contracts/reasons';
import type { EventDef, ParamDef } from '@beacon/contracts/thing-model';
import { checkValue, type ThingValue } from '@beacon/contracts/thing-model-value';
import { under } from './check-report';
import { storableText, textProblem, valueProblem } from './storable-text';

/**
 * An event report checked against its definition: the params to store, or every reason it is refused (in
 * English, and as refusals at `identifier.param`).
 */
export type CheckedEvent =
  | { ok: true; params: Record<string, ThingValue> }
  | { ok: false; reasons: string[]; refusals: Refusal[] };

/**
 * Checks an event's params against the event's outputData (pure): each param must be declared and hold a
 * value of its data type within its specs; reasons read `identifier.param: reason`. Declared params may be
 * left out (the model has no required flag). Accepted values are kept as checked (bool as 0/1). A name or
 * string holding a NUL or a lone surrogate is refused whatever the model says (no database stores it as sent).
 */
export const checkEvent = (event: EventDef, params: Readonly<Record<string, unknown>>): CheckedEvent =>
  checkParams(event.identifier, event.outputData, params);

/** Checks params against a parameter list as checkEvent does, each reason and refusal at `prefix.param`. */
export const checkParams = (
  prefix: string,
  definitions: readonly ParamDef[],
  params: Readonly<Record<string, unknown>>,
): CheckedEvent => {
  const declared = new Map(definitions.map((param) => [param.identifier, param]));
  const checked: [string, ThingValue][] = [];
  const reasons: string[] = [];
  const refusals: Refusal[] = [];
  const refuse = (reason: string, found: Refusal) => {
    reasons.push(reason);
    refusals.push(found);
  };
  for (const [key, value] of Object.entries(params)) {
    const at = `${prefix}.${key}`;
    const nameProblem = textProblem(key);
    const problem = nameProblem ? `${storableText(at)}: parameter name ${nameProblem}` : valueProblem(value, at);
    if (problem) {
      refuse(problem, refusal(storableText(at), 'unstorableText'));
      continue;
    }
    const param = declared.get(key);
    if (!param) {
      refuse(`${at}: unknown parameter`, refusal(at, 'unknownParameter', { parameter: key }));
      continue;
    }
    const result = checkValue(param.dataType, value);
    if (result.ok) checked.push([key, result.value]);
    else refuse(`${at}: ${result.reason}`, under(at, result.refusal));
  }
  return reasons.length ? { ok: false, reasons, refusals } : { ok: true, params: Object.fromEntries(checked) };
};
