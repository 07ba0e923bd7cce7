import { MAIN_VERSION } from './constants';

/** Title and version of the API's OpenAPI document. */
export const API_INFO = { title: 'Beacon platform API', version: MAIN_VERSION } as const;
