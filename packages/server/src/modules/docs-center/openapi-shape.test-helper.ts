import { expect } from 'vitest';

type Json = Record<string, unknown>;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const COMPONENT_NAME = /^[a-zA-Z0-9._-]+$/;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every `$ref` of a document, with where it is. */
const refsOf = (value: unknown, at = '#'): { ref: string; at: string }[] => {
  if (Array.isArray(value)) return value.flatMap((item, index) => refsOf(item, `${at}/${index}`));
  if (!isObject(value)) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === '$ref' && typeof item === 'string' ? [{ ref: item, at }] : refsOf(item, `${at}/${key}`),
  );
};

/** What a local JSON pointer (`#/a/b`) points at in the document, or undefined. */
const resolve = (doc: Json, ref: string): unknown =>
  ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, part) => (isObject(node) ? node[part] : undefined), doc);

/**
 * Checks the rules of OpenAPI 3.1 a generated document can break (no validator package is installed): version,
 * info, path templates and their parameters, unique operation ids, declared tags and security schemes, responses,
 * component names, and every `$ref` resolving inside the document.
 */
export const expectWellFormedOpenApi = (doc: Json): void => {
  expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
  const info = doc.info as Json;
  expect(typeof info.title).toBe('string');
  expect(typeof info.version).toBe('string');
  const components = doc.components as Json;
  for (const section of Object.values(components))
    for (const name of Object.keys(section as Json)) expect(name).toMatch(COMPONENT_NAME);
  const schemes = Object.keys(components.securitySchemes as Json);
  for (const scheme of Object.values(components.securitySchemes as Json))
    expect(['apiKey', 'http', 'mutualTLS', 'oauth2', 'openIdConnect']).toContain((scheme as Json).type);
  for (const requirement of doc.security as Json[])
    for (const name of Object.keys(requirement)) expect(schemes).toContain(name);
  const tags = new Set((doc.tags as Json[]).map((tag) => tag.name));
  expect(tags.size).toBe((doc.tags as Json[]).length);
  const operationIds = new Set<unknown>();
  for (const [path, item] of Object.entries(doc.paths as Json)) {
    expect(path.startsWith('/'), path).toBe(true);
    const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]).sort();
    for (const [method, op] of Object.entries(item as Json)) {
      expect(METHODS, `${path} ${method}`).toContain(method);
      const operation = op as Json;
      expect(operationIds.has(operation.operationId), `${operation.operationId} twice`).toBe(false);
      operationIds.add(operation.operationId);
      for (const tag of operation.tags as string[]) expect(tags.has(tag), tag).toBe(true);
      const parameters = (operation.parameters ?? []) as Json[];
      for (const parameter of parameters) {
        expect(['query', 'path', 'header', 'cookie']).toContain(parameter.in);
        expect(isObject(parameter.schema), `${path} ${parameter.name}`).toBe(true);
        if (parameter.in === 'path') expect(parameter.required).toBe(true);
      }
      expect(new Set(parameters.map((p) => `${p.in} ${p.name}`)).size).toBe(parameters.length);
      const inPath = parameters.filter((p) => p.in === 'path').map((p) => p.name);
      expect([...inPath].sort(), `${path} path parameters`).toEqual(templated);
      const responses = operation.responses as Json;
      expect(Object.keys(responses).length).toBeGreaterThan(0);
      for (const response of Object.values(responses)) {
        const r = response as Json;
        expect(typeof r.$ref === 'string' || typeof r.description === 'string').toBe(true);
      }
    }
  }
  for (const { ref, at } of refsOf(doc)) {
    expect(ref.startsWith('#/'), `${at}: ${ref}`).toBe(true);
    expect(resolve(doc, ref), `${at}: ${ref} resolves`).toBeDefined();
  }
};
