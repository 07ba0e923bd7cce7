import type { Kysely } from 'kysely';
import type { PlatformTables } from '../db/tables';

/** One member's lease as this instance sees it. */
export interface MemberLease {
  member: string;
  connections: number;
}

/** Queries of the broker-member leases (`broker_member_lease`); every change is conditional, so one instance wins. */
export class MemberLeases {
  constructor(
    private readonly db: Kysely<PlatformTables>,
    private readonly shareGroup: string,
    private readonly ttlMs: number,
  ) {}

  /** This instance holds its own session again (taking it back from a survivor that held it). */
  async holdOwn(member: string, connections: number, now: number): Promise<void> {
    await this.db
      .insertInto('broker_member_lease')
      .values({ member, share_group: this.shareGroup, holder: member, connections, expires_at: now + this.ttlMs })
      .onConflict((conflict) =>
        conflict
          .column('member')
          .doUpdateSet({ share_group: this.shareGroup, holder: member, connections, expires_at: now + this.ttlMs }),
      )
      .execute();
  }

  /** Members of the group whose lease ran out (their instance stopped renewing it), other than `self`. */
  async expired(self: string, now: number): Promise<MemberLease[]> {
    return this.db
      .selectFrom('broker_member_lease')
      .select(['member', 'connections'])
      .where('share_group', '=', this.shareGroup)
      .where('member', '<>', self)
      .where('expires_at', '<', now)
      .execute();
  }

  /** Takes an expired lease for `holder`; false when another instance was first or the member came back. */
  async take(member: string, holder: string, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('broker_member_lease')
      .set({ holder, expires_at: now + this.ttlMs })
      .where('member', '=', member)
      .where('expires_at', '<', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Renews a lease `holder` holds; false once someone else holds it (the member itself, back). */
  async renew(member: string, holder: string, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('broker_member_lease')
      .set({ expires_at: now + this.ttlMs })
      .where('member', '=', member)
      .where('holder', '=', holder)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** A member left the group on purpose (graceful stop): nothing of it is left to take over. */
  async leave(member: string): Promise<void> {
    await this.db.deleteFrom('broker_member_lease').where('member', '=', member).where('holder', '=', member).execute();
  }
}
