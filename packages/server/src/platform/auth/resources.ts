import { refusal } from '@beacon/contracts/reasons';
import { ALL_RESOURCES } from '@beacon/contracts/registry';
import { ADMIN_ROLE_CODE } from '@beacon/contracts/system-management';
import { AppError } from '../http/app-error';
import type { AuthContext } from '../http/fastify-types';

const KNOWN_RESOURCES = new Set(ALL_RESOURCES);

/** A stored role as far as authorization cares: its code, whether built in, its resources as JSON text. */
export interface GrantingRole {
  code: string;
  builtin: number;
  resources: string;
}

/** Whether a role is the built-in administrator role (it grants every resource there is). */
export const isAdminRole = (role: { code: string; builtin: number | boolean }): boolean =>
  Boolean(role.builtin) && role.code === ADMIN_ROLE_CODE;

/** A role's stored resources (the admin role: every resource of the registry). */
export const roleResources = (role: GrantingRole): readonly string[] => {
  if (isAdminRole(role)) return ALL_RESOURCES;
  const value: unknown = JSON.parse(role.resources);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
};

/** Resources a set of roles grants. */
export const resolveResources = (roles: readonly GrantingRole[]): ReadonlySet<string> =>
  new Set(roles.flatMap((role) => roleResources(role)));

/** Resources of a list the caller lacks. */
export const missingResources = (caller: AuthContext, resources: Iterable<string>): string[] =>
  [...resources].filter((resource) => !caller.resources.has(resource));

/** Refuses (403) unless the caller holds every one of the resources; `what` names what would be granted. */
export const assertHoldsAll = (caller: AuthContext, resources: Iterable<string>, what: string): void => {
  const missing = missingResources(caller, resources);
  if (missing.length > 0) {
    const shown = missing.slice(0, 5).join(', ') + (missing.length > 5 ? `, … (${missing.length} in all)` : '');
    throw AppError.forbidden(`${what} grants resources you do not hold: ${shown}`).with(
      refusal('resources', 'resourcesNotHeld', { resources: shown }),
    );
  }
};

/** Validates role resources against the registry (400 naming the first unknown one); returns them deduplicated. */
export const checkKnownResources = (resources: readonly string[], field = 'resources'): string[] => {
  resources.forEach((resource, index) => {
    if (!KNOWN_RESOURCES.has(resource))
      throw AppError.badRequest(`${field}[${index}]: unknown resource '${resource}'`).with(
        refusal(`${field}[${index}]`, 'unknownResource', { resource }),
      );
  });
  return [...new Set(resources)];
};
