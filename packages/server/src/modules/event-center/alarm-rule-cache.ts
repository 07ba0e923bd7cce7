import { alarmRuleName, alarmRuleSchema } from '@beacon/contracts/iot-model';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { EvalRule } from './alarm-rules';
import type { EventCenterDatabase } from './tables';

/** How long a model's rules are reused; a rule edited reaches evaluation within this time (on every instance). */
const TTL_MS = 5_000;

const rulesSchema = z.array(alarmRuleSchema);

/** A model's rules by property. */
export type RulesByProperty = ReadonlyMap<string, readonly EvalRule[]>;

const NONE: RulesByProperty = new Map();

/** Parses stored alarm rules into rules by property (anything unreadable: no rules). */
export const rulesByProperty = (text: string | undefined): RulesByProperty => {
  if (text === undefined) return NONE;
  const parsed = rulesSchema.safeParse(JSON.parse(text));
  if (!parsed.success || parsed.data.length === 0) return NONE;
  const byProperty = new Map<string, EvalRule[]>();
  for (const rule of parsed.data) {
    const evalRule: EvalRule = { ...rule, name: alarmRuleName(rule) };
    byProperty.set(rule.property, [...(byProperty.get(rule.property) ?? []), evalRule]);
  }
  return byProperty;
};

/** Each standard model's alarm rules in memory, read again after a few seconds: a sample costs a map lookup. */
export class AlarmRuleCache {
  private readonly models = new Map<
    number,
    { at: number; rules: RulesByProperty; loading?: Promise<RulesByProperty> }
  >();

  constructor(private readonly db: Kysely<EventCenterDatabase>) {}

  /** The rules of a model by property (none for an unknown model). */
  async rulesOf(stdModelId: number, now = Date.now()): Promise<RulesByProperty> {
    const hit = this.models.get(stdModelId);
    if (hit && now - hit.at < TTL_MS) return hit.rules;
    if (hit?.loading) return hit.loading;
    const loading = this.load(stdModelId);
    this.models.set(stdModelId, { at: hit?.at ?? 0, rules: hit?.rules ?? NONE, loading });
    try {
      const rules = await loading;
      this.models.set(stdModelId, { at: now, rules });
      return rules;
    } catch (error) {
      this.models.delete(stdModelId);
      throw error;
    }
  }

  private async load(stdModelId: number): Promise<RulesByProperty> {
    const row = await this.db
      .selectFrom('iot_std_model')
      .select('alarm_rules')
      .where('id', '=', stdModelId)
      .executeTakeFirst();
    return rulesByProperty(row?.alarm_rules);
  }
}
