import type { ParamDef } from '@beacon/contracts/thing-model';
import { checkValue } from '@beacon/contracts/thing-model-value';
import { enteredAsJson, sampleValue } from '../../../../components/thing-value-input/sample-value';
import type { ThingValueDraft } from '../../../../components/thing-value-input/thing-value-input';
import { refusalText } from '../../../../lib/api-client/refusal-text';

/** The form's values of a service's input, by parameter identifier. */
export type ServiceFormValues = Record<string, ThingValueDraft>;

/** A field's problem: the parameter and the sentence shown under it. */
export interface ParamProblem {
  name: string;
  message: string;
}

/**
 * The input params of a call from the form, each checked by the contract's checkValue (struct and array read
 * from their JSON text; left-out values are not sent), or the problems to show on their fields.
 */
export const serviceParams = (
  inputData: readonly ParamDef[],
  values: ServiceFormValues,
  jsonProblem: string,
): { params: Record<string, unknown> } | { problems: ParamProblem[] } => {
  const params: Record<string, unknown> = {};
  const problems: ParamProblem[] = [];
  for (const param of inputData) {
    const raw = values[param.identifier];
    if (raw === undefined || raw === null || (enteredAsJson(param.dataType) && raw === '')) continue;
    let value: unknown = raw;
    if (enteredAsJson(param.dataType)) {
      try {
        value = JSON.parse(String(raw));
      } catch {
        problems.push({ name: param.identifier, message: jsonProblem });
        continue;
      }
    }
    const checked = checkValue(param.dataType, value);
    if (checked.ok) params[param.identifier] = checked.value;
    else problems.push({ name: param.identifier, message: refusalText(checked.refusal) });
  }
  return problems.length > 0 ? { problems } : { params };
};

/** The form's first values: a sample value of each parameter (JSON text for a struct or an array). */
export const initialServiceValues = (inputData: readonly ParamDef[]): ServiceFormValues =>
  Object.fromEntries(
    inputData.map((param) => {
      const sample = sampleValue(param.dataType);
      return [param.identifier, enteredAsJson(param.dataType) ? JSON.stringify(sample) : (sample as number | string)];
    }),
  );
