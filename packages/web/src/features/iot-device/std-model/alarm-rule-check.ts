import { type AlarmRule, ORDER_CONDITIONS } from '@beacon/contracts/iot-model';
import type { PropertyDef } from '@beacon/contracts/thing-model';
import { type DataType, isNumericType } from '@beacon/contracts/thing-model-data-type';
import { checkValue } from '@beacon/contracts/thing-model-value';
import type { TFunction } from 'i18next';
import { refusalText } from '../../../lib/api-client/refusal-text';

/** A problem of an alarm rule: the field it is on and why. */
export interface AlarmRuleProblem {
  field: 'property' | 'condition' | 'value';
  message: string;
}

/** Types an alarm can watch: numbers, and values compared for (in)equality (bool, enum, date). */
export const watchable = (dataType: DataType): boolean =>
  isNumericType(dataType) || dataType.type === 'bool' || dataType.type === 'enum' || dataType.type === 'date';

/**
 * What the server would refuse in a rule against the model (the same rules as the iot-device module):
 * an unknown property, an order comparison on a non-numeric property, a value the property cannot take.
 */
export function alarmRuleProblem(
  rule: AlarmRule,
  properties: readonly PropertyDef[],
  t: TFunction,
): AlarmRuleProblem | null {
  const property = properties.find((candidate) => candidate.identifier === rule.property);
  if (!property) return { field: 'property', message: t('stdModel:ruleUnknownProperty', { property: rule.property }) };
  if (isNumericType(property.dataType)) return null;
  if (ORDER_CONDITIONS.includes(rule.condition))
    return { field: 'condition', message: t('stdModel:ruleOrderNeedsNumber', { condition: rule.condition }) };
  const checked = checkValue(property.dataType, rule.value);
  return checked.ok ? null : { field: 'value', message: refusalText(checked.refusal) };
}
