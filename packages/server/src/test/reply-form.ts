import { type AnyEndpoint, isFormBEndpoint } from '@beacon/contracts/endpoint';
import { isFormBPath } from '@beacon/contracts/protocol';

/** A refusal body as an endpoint answers it: as given, or in form B (`object: null` added) for a form B endpoint. */
export const refusalAs = <B extends object>(endpoint: AnyEndpoint, body: B): B | (B & { object: null }) =>
  isFormBEndpoint(endpoint) ? { ...body, object: null } : body;

/** The keys of an endpoint's refusal body, sorted: `code`, `msg` (+ `object` in form B) (+ `refusals` when some). */
export const refusalKeys = (endpoint: AnyEndpoint, withRefusals: boolean): string[] =>
  ['code', 'msg', ...(isFormBEndpoint(endpoint) ? ['object'] : []), ...(withRefusals ? ['refusals'] : [])].sort();

/** A refusal body as a path no endpoint resolves answers it: in form B under a form B prefix. */
export const refusalAtPath = <B extends object>(url: string, body: B): B | (B & { object: null }) =>
  isFormBPath(url) ? { ...body, object: null } : body;
