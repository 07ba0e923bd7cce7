import {
  type ApiCatalog,
  type ApiDoc,
  pathParamsOf,
  replySchemaOf,
  requestPlaceOf,
  GATEWAY_SIGNATURE as SIG,
} from '@beacon/contracts/docs-center';
import { GATEWAY_RUNTIME_PREFIX } from '@beacon/contracts/gateway-runtime';
import { FORM_B_SUCCESS_CODE } from '@beacon/contracts/protocol';
import { hoistSchema, propertiesOf } from './api-doc-schemas';

type JsonObject = Record<string, unknown>;

const SCHEME = 'httpMessageSignature';

const SIGNING = [
  `Third-party apps call \`${GATEWAY_RUNTIME_PREFIX}\` + an API's path. Every request is signed with HTTP Message`,
  'Signatures (RFC 9421), so any RFC 9421 library can sign it:',
  '',
  `- \`Signature-Input: sig1=("@method" "@target-uri" "content-digest");created=<epoch seconds>;nonce="<random>";keyid="<appId>";alg="${SIG.algorithm}"\``,
  `  — \`"content-digest"\` only when the request has a body, sent as \`Content-Digest: ${SIG.digestAlgorithm}=:<base64 SHA-256 of the body>:\` (RFC 9530).`,
  "- `Signature: sig1=:<base64 HMAC-SHA256 of the signature base, keyed with the app secret's UTF-8 bytes>:`",
  `- \`created\` within ${SIG.createdSkewSeconds} s of the server's clock; a nonce is used once per app within ${SIG.nonceWindowSeconds} s.`,
  '',
  `Built-in APIs answer \`{code: ${FORM_B_SUCCESS_CODE}, msg, object}\`; forwarded APIs answer their service's reply.`,
  'A refusal is `{code, msg, object: null, refusals}` (each refusal a reason key): 401 signature, created, nonce or',
  'unknown app; 400 body without or not matching its Content-Digest; 404 no online API at that method and path;',
  '403 closed app, API not bound to the app, IP restriction; 413 request too large; 429 rate limited.',
].join('\n');

const SECURITY_SCHEME = {
  type: 'apiKey',
  in: 'header',
  name: 'Signature',
  description:
    'HTTP Message Signatures (RFC 9421), which OpenAPI has no scheme type for: the `Signature` and `Signature-Input` headers (and `Content-Digest` with a body) as the document description says.',
  'x-http-message-signatures': {
    rfc: 'RFC 9421',
    ...SIG,
    keyid: 'the appId',
    key: "the app secret's UTF-8 bytes",
  },
};

const REFUSAL = {
  description: 'Refused: `{code, msg, object: null, refusals}` with the HTTP status (401, 400, 404, 403, 413, 429)',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['code', 'msg', 'object'],
        properties: {
          code: { type: 'integer' },
          msg: { type: 'string', description: 'English, for logs' },
          object: { type: 'null' },
          refusals: {
            type: 'array',
            items: {
              type: 'object',
              required: ['path', 'reason'],
              properties: { path: { type: 'string' }, reason: { type: 'string' }, params: { type: 'object' } },
            },
          },
        },
      },
    },
  },
};

/** A camelCase operation id from the method and path (`GET /device/{iotId}` → `getDeviceIotId`). */
const operationIdOf = (api: ApiDoc): string =>
  [api.method.toLowerCase(), ...api.path.split(/[^A-Za-z0-9]+/).filter(Boolean)]
    .map((word, index) => (index === 0 ? word : `${word.charAt(0).toUpperCase()}${word.slice(1)}`))
    .join('');

/** One API's operation; its schemas go to `components`. */
const operation = (api: ApiDoc, tag: string, operationId: string, components: JsonObject): JsonObject => {
  const request = api.requestSchema === null ? null : hoistSchema(api.requestSchema, `Api${api.id}Request`);
  if (request) Object.assign(components, request.components);
  const response = api.responseSchema === null ? null : hoistSchema(api.responseSchema, `Api${api.id}Response`);
  if (response) Object.assign(components, response.components);
  const { properties, required } = propertiesOf(api.requestSchema);
  const inPath = pathParamsOf(api.path);
  const parameter = (name: string, where: 'path' | 'query') => {
    const schema = properties[name] === undefined ? { type: 'string' } : request?.rewrite(properties[name]);
    return { name, in: where, required: where === 'path' || required.has(name), schema };
  };
  const place = requestPlaceOf(api.method);
  const reply = replySchemaOf({
    builtin: api.builtin,
    responseSchema: response ? { $ref: `#/components/schemas/Api${api.id}Response` } : null,
  });
  return {
    operationId,
    summary: api.name,
    ...(api.description ? { description: api.description } : {}),
    tags: [tag],
    'x-beacon-builtin': api.builtin,
    parameters: [
      ...inPath.map((name) => parameter(name, 'path')),
      ...(place === 'query' ? Object.keys(properties).filter((name) => !inPath.includes(name)) : []).map((name) =>
        parameter(name, 'query'),
      ),
    ],
    ...(place === 'body' && request
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: `#/components/schemas/Api${api.id}Request` } } },
          },
        }
      : {}),
    responses: {
      '200': {
        description: api.builtin ? 'Success: the data in `object`' : "Success: the service's reply",
        ...(reply ? { content: { 'application/json': { schema: reply } } } : {}),
      },
      default: { $ref: '#/components/responses/GatewayRefusal' },
    },
  };
};

/**
 * The online APIs as an OpenAPI 3.1 document: server `/gateway`, one operation per API from its published JSON
 * Schemas (query parameters for GET and DELETE, else a JSON body; `{param}` path segments), tagged
 * `<area> / <group>` with the areas as `x-tagGroups`, and the RFC 9421 signing in the description and the
 * security scheme's extension.
 */
export const catalogOpenApi = (catalog: ApiCatalog, title: string): JsonObject => {
  const components: JsonObject = {};
  const paths: Record<string, JsonObject> = {};
  const tags: JsonObject[] = [];
  const tagGroups: JsonObject[] = [];
  const operationIds = new Set<string>();
  let version = 0;
  for (const area of catalog.areas) {
    const areaTags: string[] = [];
    for (const group of area.groups) {
      const tag = `${area.name} / ${group.name}`;
      areaTags.push(tag);
      tags.push({ name: tag, ...(group.description ? { description: group.description } : {}) });
      for (const api of group.apis) {
        let id = operationIdOf(api);
        for (let n = 2; operationIds.has(id); n += 1) id = `${operationIdOf(api)}${n}`;
        operationIds.add(id);
        paths[api.path] = { ...paths[api.path], [api.method.toLowerCase()]: operation(api, tag, id, components) };
        version = Math.max(version, api.publishedAt);
      }
    }
    tagGroups.push({ name: area.name, tags: areaTags });
  }
  return {
    openapi: '3.1.0',
    info: { title, version: version === 0 ? '0' : new Date(version).toISOString(), description: SIGNING },
    servers: [{ url: GATEWAY_RUNTIME_PREFIX, description: 'The gateway, on the platform server' }],
    tags,
    'x-tagGroups': tagGroups,
    security: [{ [SCHEME]: [] }],
    paths,
    components: {
      securitySchemes: { [SCHEME]: SECURITY_SCHEME },
      responses: { GatewayRefusal: REFUSAL },
      schemas: components,
    },
  };
};
