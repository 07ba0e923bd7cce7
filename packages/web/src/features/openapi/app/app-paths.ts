/** The application list. */
export const APP_LIST_PATH = '/open-api-gateway/application';
/** The detail page of an application. */
export const appDetailPath = (id: number): string => `/open-api-gateway/application/detail?id=${id}`;
