/** Counts, per key, the records of one module that refer to a record of another (e.g. devices per project). */
export type UsageCounter = (keys: readonly string[]) => Promise<ReadonlyMap<string, number>>;

/**
 * Where modules meet without importing each other: a module that refers to another's records registers
 * a counter under a name such as `project.devices`; the owner of the records asks for the counts (to
 * show them, or to refuse deleting a record still in use).
 */
export class UsageRegistry {
  private readonly counters = new Map<string, UsageCounter[]>();

  /** Adds a counter under a usage name. */
  register(name: string, counter: UsageCounter): void {
    this.counters.set(name, [...(this.counters.get(name) ?? []), counter]);
  }

  /** Whether any module registered a counter under the name (a module a variant leaves out registers none). */
  has(name: string): boolean {
    return (this.counters.get(name)?.length ?? 0) > 0;
  }

  /** The counts of every counter registered under the name, summed per key (absent keys: 0). */
  async count(name: string, keys: readonly string[]): Promise<Map<string, number>> {
    const totals = new Map<string, number>(keys.map((key) => [key, 0]));
    if (keys.length === 0) return totals;
    for (const counter of this.counters.get(name) ?? []) {
      for (const [key, n] of await counter(keys)) totals.set(key, (totals.get(key) ?? 0) + n);
    }
    return totals;
  }
}
