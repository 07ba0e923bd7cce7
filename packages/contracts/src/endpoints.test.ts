import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isFileEndpoint } from './endpoint';
import { ENDPOINTS } from './endpoints';
import { buildOpenApi } from './openapi';
import { BUTTONS, PAGE_IDS } from './registry';

type Json = Record<string, unknown>;

/** Paths (in a JSON schema) of string values with no maximum length. */
const unboundedStrings = (schema: unknown, at: string): string[] => {
  if (typeof schema !== 'object' || schema === null) return [];
  const node = schema as Json;
  const found: string[] = [];
  const isBoundedString = 'maxLength' in node || 'const' in node || 'enum' in node;
  if (node.type === 'string' && !isBoundedString) found.push(at);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' && typeof value === 'object' && value !== null) {
      for (const [name, child] of Object.entries(value)) found.push(...unboundedStrings(child, `${at}.${name}`));
    } else if (Array.isArray(value)) {
      for (const child of value) found.push(...unboundedStrings(child, at));
    } else if (key === 'items' || key === 'additionalProperties') {
      found.push(...unboundedStrings(value, `${at}[]`));
    }
  }
  return found;
};

describe('endpoint table', () => {
  it('declares each endpoint once, by id and by method + path', () => {
    const ids = ENDPOINTS.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    const routes = ENDPOINTS.map((e) => `${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('names only pages and buttons of the registry; every write has its page’s button and an audit action', () => {
    for (const endpoint of ENDPOINTS) {
      const access = endpoint.access;
      if (access.kind === 'page' || access.kind === 'button') expect(PAGE_IDS, endpoint.id).toContain(access.page);
      if (access.kind === 'button') {
        expect(BUTTONS.find((b) => b.pageId === access.button)?.parent, endpoint.id).toBe(access.page);
        expect(endpoint.audit, endpoint.id).toBeTruthy();
      }
      // Reads sent as POST are lists, history queries, or file downloads whose filters travel in the body (the spec's
      // own names too, such as the gateway's `app/project-page` and the monitor's `logtail/api-count`).
      if (endpoint.method !== 'GET' && access.kind === 'page' && !isFileEndpoint(endpoint))
        expect(endpoint.path, endpoint.id).toMatch(/[/-](page|list|history|count)$/);
    }
  });

  it('documents a file reply by its content type and content-disposition, not as JSON', () => {
    const doc = buildOpenApi(ENDPOINTS, { title: 't', version: '1' });
    const files = ENDPOINTS.filter(isFileEndpoint);
    expect(files.map((e) => e.id)).toContain('iothub.device.codePdf');
    for (const endpoint of files) {
      const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const operation = doc.paths[path]?.[endpoint.method.toLowerCase()] as
        | { responses: { '200': { headers?: object; content: object } } }
        | undefined;
      const ok = operation?.responses['200'];
      expect(ok?.headers, endpoint.id).toHaveProperty(['content-disposition']);
      // A file endpoint may answer in another type too (history export: CSV beyond the xlsx row limit).
      expect(Object.keys(ok?.content ?? {}), endpoint.id).toEqual([
        endpoint.file.contentType,
        ...(endpoint.file.alsoContentTypes ?? []),
      ]);
    }
  });

  it('bounds every string a caller can send', () => {
    for (const endpoint of ENDPOINTS) {
      for (const [where, schema] of [
        ['body', endpoint.body],
        ['query', endpoint.query],
        ['params', endpoint.params],
      ] as const) {
        if (!schema) continue;
        expect(
          unboundedStrings(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), where),
          endpoint.id,
        ).toEqual([]);
      }
    }
  });

  it('generates an OpenAPI 3.1 document with every endpoint', () => {
    const doc = buildOpenApi(ENDPOINTS, { title: 'Beacon', version: 'test' });
    expect(doc.openapi).toBe('3.1.0');
    for (const endpoint of ENDPOINTS) {
      const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const op = doc.paths[path]?.[endpoint.method.toLowerCase()] as Json | undefined;
      expect(op?.operationId, endpoint.id).toBe(endpoint.id);
    }
    const login = doc.paths['/api/v1/auth/login']?.post as Json;
    expect(login.security).toEqual([]);
  });

  it('resolves every $ref of the OpenAPI document inside the document', () => {
    const doc = buildOpenApi(ENDPOINTS, { title: 'Beacon', version: 'test' });
    const refs: string[] = [];
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (typeof value === 'object' && value !== null) {
        for (const [key, item] of Object.entries(value)) {
          if (key === '$ref' && typeof item === 'string') refs.push(item);
          else collect(item);
        }
      }
    };
    collect(doc);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      const [, section, kind, name] = ref.split('/');
      expect(section, ref).toBe('components');
      const group = (doc.components as Record<string, Record<string, unknown>>)[kind ?? ''];
      expect(group?.[name ?? ''], ref).toBeDefined();
    }
  });
});
