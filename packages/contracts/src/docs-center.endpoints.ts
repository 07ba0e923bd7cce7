import { API_DOC_PATHS, apiCatalogSchema } from './docs-center';
import { defineEndpoint, defineFileEndpoint, type EndpointAccess } from './endpoint';
import { standardReply } from './protocol';

/** Page ids of the documentation center. */
export const DOCS_CENTER_PAGES = { apiDoc: 'DocCenter.apiDoc' } as const;

const apiDocRead: EndpointAccess = { kind: 'page', module: 'docs-center', page: DOCS_CENTER_PAGES.apiDoc };

/** The API documentation: the catalogue of online APIs, and the same as an OpenAPI 3.1 file. */
export const apiDocEndpoints = {
  catalog: defineEndpoint({
    id: 'docsCenter.apiDoc.catalog',
    method: 'GET',
    path: API_DOC_PATHS.catalog,
    summary:
      'The online APIs by area → group → API: method, gateway path, description, published request and response JSON Schemas, built-in or not',
    access: apiDocRead,
    reply: standardReply(apiCatalogSchema),
  }),
  openApi: defineFileEndpoint({
    id: 'docsCenter.apiDoc.openApi',
    method: 'GET',
    path: API_DOC_PATHS.openApi,
    summary:
      'The online APIs as an OpenAPI 3.1 JSON document (server /gateway, RFC 9421 signing described, tags = areas and groups)',
    access: apiDocRead,
    file: { contentType: 'application/json' },
  }),
};
