import type { ModuleCode } from '@beacon/contracts/registry';

/** Who is calling: set by the auth hook on authenticated routes. */
export interface AuthContext {
  accountId: number;
  account: string;
  sessionId: string;
  /** Granted module codes and page ids. */
  resources: ReadonlySet<string>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Module whose code the caller's roles must hold; switched off by the variant → 404. */
    module?: ModuleCode;
    /** Public route: no access token needed. */
    public?: boolean;
    /** Operation-log action name, e.g. `account.save`. */
    action?: string;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** The msgId of a mutating call, taken out of the body before validation. */
    msgId: string | null;
    /** Account name an unauthenticated call (sign-in) acted for, for the operation log. */
    auditAccount: string | null;
    /** Target id an action reported (e.g. the id a create produced), for the operation log. */
    auditTargetId: string | null;
    /** The protocol code of the reply, captured for the operation log. */
    resultCode: string | null;
    /** Set while this request holds an idempotency key it must complete. */
    idempotencyHeld: boolean;
  }
}
