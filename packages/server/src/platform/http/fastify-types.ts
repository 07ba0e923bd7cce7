import type { AnyEndpoint } from '@beacon/contracts/endpoint';

/** Who is calling: set by the auth hook on authenticated routes. */
export interface AuthContext {
  accountId: number;
  account: string;
  sessionId: string;
  /** Granted module codes, page ids and button ids. */
  resources: ReadonlySet<string>;
  /** Whether the caller holds the built-in admin role. */
  isAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The endpoint of the table this route serves (its access rule, audit action, schemas). */
    endpoint?: AnyEndpoint;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** The msgId of a mutating call, taken out of the body before validation. */
    msgId: string | null;
    /** Target id an action reported (e.g. the id a create produced), for the operation log. */
    auditTargetId: string | null;
    /** The protocol code of the reply, captured for the operation log. */
    resultCode: string | null;
    /** Set while this request holds an idempotency key it must complete. */
    idempotencyHeld: boolean;
  }
}
