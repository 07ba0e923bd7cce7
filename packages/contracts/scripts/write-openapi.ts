// Writes the API's OpenAPI 3.1 document (generated from the endpoint table) to docs/openapi.json.
import { writeFileSync } from 'node:fs';
import { API_INFO } from '../src/api-info';
import { ENDPOINTS } from '../src/endpoints';
import { buildOpenApi } from '../src/openapi';

const target = new URL('../../../docs/openapi.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(buildOpenApi(ENDPOINTS, API_INFO), null, 2)}\n`);
process.stdout.write(`wrote ${target.pathname} (${ENDPOINTS.length} endpoints)\n`);
