import { z } from 'zod';
import type { AnyEndpoint, MultipartForm } from './endpoint';
import { errorBodySchema, formBErrorBodySchema } from './protocol';

type JsonObject = Record<string, unknown>;
/** Turns a zod schema into JSON Schema; parts used more than once go to `components.schemas` under `name`. */
type ToSchema = (schema: z.ZodType, io: 'input' | 'output', name: string) => JsonObject;

/** Points every `#/$defs/x` reference at `#/components/schemas/<prefix>x`. */
const rewriteRefs = (value: unknown, prefix: string): unknown => {
  if (Array.isArray(value)) return value.map((item) => rewriteRefs(item, prefix));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) =>
      key === '$ref' && typeof item === 'string' && item.startsWith('#/$defs/')
        ? [key, `#/components/schemas/${prefix}${item.slice('#/$defs/'.length)}`]
        : [key, rewriteRefs(item, prefix)],
    ),
  );
};

const schemaCollector = (components: Record<string, unknown>): ToSchema => {
  return (schema, io, name) => {
    const { $schema: _dialect, $defs, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'ref' });
    const prefix = `${name}.`;
    for (const [defName, def] of Object.entries($defs ?? {}))
      components[`${prefix}${defName}`] = rewriteRefs(def, prefix);
    return rewriteRefs(rest, prefix) as JsonObject;
  };
};

const parameters = (
  toSchema: ToSchema,
  schema: z.ZodType | undefined,
  where: 'path' | 'query',
  name: string,
): JsonObject[] => {
  if (!schema) return [];
  const object = toSchema(schema, 'input', name);
  const properties = (object.properties ?? {}) as Record<string, JsonObject>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([param, property]) => ({
    name: param,
    in: where,
    required: where === 'path' || required.has(param),
    schema: property,
  }));
};

/** A file reply: its bytes in the content type, named by `content-disposition` (spec section 8 blobs). */
const fileResponse = (contentTypes: readonly string[]): JsonObject => ({
  description: 'Success: a file download',
  headers: {
    'content-disposition': {
      description: "`attachment; filename*=UTF-8''<percent-encoded name>`",
      schema: { type: 'string' },
    },
  },
  content: Object.fromEntries(
    contentTypes.map((contentType) => [contentType, { schema: { type: 'string', contentMediaType: contentType } }]),
  ),
});

/** A multipart/form-data request body: the text fields' schema and the files' field. */
const multipartBody = (form: MultipartForm, fields: JsonObject): JsonObject => ({
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        allOf: [
          fields,
          {
            type: 'object',
            properties: {
              [form.files]: {
                type: 'array',
                description: form.filesSummary,
                items: { type: 'string', contentMediaType: 'application/octet-stream' },
              },
            },
          },
        ],
      },
    },
  },
});

const operation = (endpoint: AnyEndpoint, toSchema: ToSchema): JsonObject => {
  const access = endpoint.access;
  const id = endpoint.id;
  return {
    operationId: id,
    summary: endpoint.summary,
    tags: [id.split('.')[0]],
    ...(access.kind === 'public' ? { security: [] } : {}),
    'x-beacon-access': access,
    ...(endpoint.audit ? { 'x-beacon-audit': endpoint.audit } : {}),
    ...(endpoint.replyForm ? { 'x-beacon-reply-form': endpoint.replyForm } : {}),
    parameters: [
      ...parameters(toSchema, endpoint.params, 'path', `${id}.params`),
      ...parameters(toSchema, endpoint.query, 'query', `${id}.query`),
    ],
    ...(endpoint.form
      ? { requestBody: multipartBody(endpoint.form, toSchema(endpoint.form.fields, 'input', `${id}.form`)) }
      : {}),
    ...(endpoint.body
      ? {
          requestBody: {
            required: !endpoint.body.safeParse(undefined).success,
            content: { 'application/json': { schema: toSchema(endpoint.body, 'input', `${id}.body`) } },
          },
        }
      : {}),
    responses: {
      '200': endpoint.file
        ? fileResponse([endpoint.file.contentType, ...(endpoint.file.alsoContentTypes ?? [])])
        : {
            description: 'Success',
            content: { 'application/json': { schema: toSchema(endpoint.reply, 'output', `${id}.reply`) } },
          },
      default: { $ref: `#/components/responses/${endpoint.replyForm === 'B' ? 'FormBError' : 'Error'}` },
    },
  };
};

/** The OpenAPI 3.1 document of a set of endpoints. */
export const buildOpenApi = (endpoints: readonly AnyEndpoint[], info: { title: string; version: string }) => {
  const schemas: Record<string, unknown> = {};
  const toSchema = schemaCollector(schemas);
  const paths: Record<string, JsonObject> = {};
  for (const endpoint of endpoints) {
    const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation(endpoint, toSchema) };
  }
  return {
    openapi: '3.1.0',
    info,
    components: {
      securitySchemes: {
        accessToken: { type: 'apiKey', in: 'header', name: 'accessToken' },
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      },
      responses: {
        Error: {
          description: 'Error: `{code, msg}` with a real HTTP status; msg names the field and the rule',
          content: { 'application/json': { schema: toSchema(errorBodySchema, 'output', 'Error') } },
        },
        FormBError: {
          description:
            'Error of a form B endpoint (`x-beacon-reply-form: B`): `{code, msg, object: null}` with the same HTTP status, code and refusals',
          content: { 'application/json': { schema: toSchema(formBErrorBodySchema, 'output', 'FormBError') } },
        },
      },
      schemas,
    },
    security: [{ accessToken: [] }, { bearer: [] }],
    paths,
  };
};
