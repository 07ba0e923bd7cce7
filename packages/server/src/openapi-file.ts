import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { API_INFO } from '@beacon/contracts/api-info';
import { ENDPOINTS } from '@beacon/contracts/endpoints';
import { buildOpenApi } from '@beacon/contracts/openapi';

/** Where the repository keeps the API's OpenAPI document. */
export const OPENAPI_FILE = fileURLToPath(new URL('../../../docs/openapi.json', import.meta.url));

/** The OpenAPI document of the endpoint table, as the file holds it. */
export const openApiText = (): string => `${JSON.stringify(buildOpenApi(ENDPOINTS, API_INFO), null, 2)}\n`;

/** Whether docs/openapi.json matches the endpoint table. */
export const openApiFileIsCurrent = (): boolean => readFileSync(OPENAPI_FILE, 'utf8') === openApiText();

// `npm run openapi`: write the document.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(OPENAPI_FILE, openApiText());
  process.stdout.write(`wrote ${OPENAPI_FILE} (${ENDPOINTS.length} endpoints)\n`);
}
