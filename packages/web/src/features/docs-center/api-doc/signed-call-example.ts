import { type ApiDoc, pathParamsOf, requestPlaceOf, GATEWAY_SIGNATURE as SIG } from '@beacon/contracts/docs-center';
import { exampleKeys, sampleOf } from './sample-value';

const quote = (text: string): string => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

// The signer, as RFC 9421 builds the signature base: one `"component": value` line each, then "@signature-params".
const SIGNER = `import { createHash, createHmac, randomBytes } from 'node:crypto';

function sign(method: string, url: string, body?: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const components = [${SIG.components.map((c) => `'"${c}"'`).join(', ')}];
  const lines = [\`"@method": \${method}\`, \`"@target-uri": \${url}\`];
  if (body !== undefined) {
    const digest = \`sha-256=:\${createHash('sha256').update(body).digest('base64')}:\`;
    headers['Content-Type'] = 'application/json';
    headers['Content-Digest'] = digest;
    components.push('"${SIG.bodyComponent}"');
    lines.push(\`"${SIG.bodyComponent}": \${digest}\`);
  }
  const created = Math.floor(Date.now() / 1000);
  const nonce = randomBytes(16).toString('base64url');
  const params = \`(\${components.join(' ')});created=\${created};nonce="\${nonce}";keyid="\${APP_ID}";alg="${SIG.algorithm}"\`;
  lines.push(\`"@signature-params": \${params}\`);
  const key = Buffer.from(APP_SECRET, 'utf8');
  const signature = createHmac('sha256', key).update(lines.join('\\n')).digest('base64');
  headers['Signature-Input'] = \`sig1=\${params}\`;
  headers.Signature = \`sig1=:\${signature}:\`;
  return headers;
}`.split('\n');

/**
 * A ready-to-run TypeScript call of an API through the gateway (Node.js 18+, `node:crypto` and `fetch`): an RFC 9421
 * signer and one call with example values from the API's request schema, against the gateway at `origin`.
 */
export const signedCallExample = (api: ApiDoc, origin: string): string => {
  const request = api.requestSchema ?? {};
  const properties = (request.properties ?? {}) as Record<string, unknown>;
  const inPath = pathParamsOf(api.path);
  const path = inPath.reduce(
    (text, name) =>
      text.replace(`{${name}}`, encodeURIComponent(asText(sampleOf(properties[name] ?? { type: 'string' }, request)))),
    api.gatewayPath,
  );
  const place = requestPlaceOf(api.method);
  const query =
    place === 'query' && api.requestSchema
      ? exampleKeys(request)
          .filter((key) => !inPath.includes(key))
          .map((key) => `  url.searchParams.set(${quote(key)}, ${quote(asText(sampleOf(properties[key], request)))});`)
      : [];
  const body =
    place === 'body' ? JSON.stringify(api.requestSchema ? sampleOf(api.requestSchema, request) : {}) : undefined;
  const method = quote(api.method);
  return [
    ...SIGNER.slice(0, 1),
    '',
    `const BASE_URL = ${quote(origin)};`,
    "const APP_ID = process.env.BEACON_APP_ID ?? '<appId>';",
    "const APP_SECRET = process.env.BEACON_APP_SECRET ?? '<secret>';",
    ...SIGNER.slice(1),
    '',
    'async function main(): Promise<void> {',
    `  const url = new URL(${quote(path)}, BASE_URL);`,
    ...query,
    ...(body === undefined
      ? [`  const response = await fetch(url, { method: ${method}, headers: sign(${method}, url.href) });`]
      : [
          `  const body = JSON.stringify(${body});`,
          `  const response = await fetch(url, { method: ${method}, headers: sign(${method}, url.href, body), body });`,
        ]),
    '  console.log(response.status, await response.json());',
    '}',
    '',
    'void main();',
    '',
  ].join('\n');
};
