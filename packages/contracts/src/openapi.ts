import { z } from 'zod';
import type { AnyEndpoint } from './endpoint';
import { errorBodySchema } from './protocol';

type JsonObject = Record<string, unknown>;

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonObject => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
};

const parameters = (schema: z.ZodType | undefined, where: 'path' | 'query'): JsonObject[] => {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input');
  const properties = (object.properties ?? {}) as Record<string, JsonObject>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
};

const ERROR_REPLY = {
  description: 'Error: `{code, msg}` with a real HTTP status; msg names the field and the rule',
  content: { 'application/json': { schema: jsonSchema(errorBodySchema, 'output') } },
};

const operation = (endpoint: AnyEndpoint): JsonObject => {
  const access = endpoint.access;
  return {
    operationId: endpoint.id,
    summary: endpoint.summary,
    tags: [endpoint.id.split('.')[0]],
    ...(access.kind === 'public' ? { security: [] } : {}),
    'x-beacon-access': access,
    ...(endpoint.audit ? { 'x-beacon-audit': endpoint.audit } : {}),
    parameters: [...parameters(endpoint.params, 'path'), ...parameters(endpoint.query, 'query')],
    ...(endpoint.body
      ? {
          requestBody: {
            required: !endpoint.body.safeParse(undefined).success,
            content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } },
          },
        }
      : {}),
    responses: {
      '200': {
        description: 'Success',
        content: { 'application/json': { schema: jsonSchema(endpoint.reply, 'output') } },
      },
      default: ERROR_REPLY,
    },
  };
};

/** The OpenAPI 3.1 document of a set of endpoints. */
export const buildOpenApi = (endpoints: readonly AnyEndpoint[], info: { title: string; version: string }) => {
  const paths: Record<string, JsonObject> = {};
  for (const endpoint of endpoints) {
    const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation(endpoint) };
  }
  return {
    openapi: '3.1.0',
    info,
    components: {
      securitySchemes: {
        accessToken: { type: 'apiKey', in: 'header', name: 'accessToken' },
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      },
    },
    security: [{ accessToken: [] }, { bearer: [] }],
    paths,
  };
};
