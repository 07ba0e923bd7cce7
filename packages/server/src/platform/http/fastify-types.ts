import type { AnyEndpoint } from '@beacon/contracts/endpoint';
import type { ProjectScope } from '../auth/project-scope';

/** Who is calling: set by the auth hook on authenticated routes. */
export interface AuthContext {
  accountId: number;
  account: string;
  sessionId: string;
  /** Granted module codes, page ids and button ids. */
  resources: ReadonlySet<string>;
  /** Whether the caller holds the built-in admin role. */
  isAdmin: boolean;
  /** The projects whose records the caller may see and change. */
  projects: ProjectScope;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The caller of a request's access token, or the protocol's 401 (the guard provides it). */
    authenticateCaller(request: FastifyRequest): Promise<AuthContext>;
  }
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
