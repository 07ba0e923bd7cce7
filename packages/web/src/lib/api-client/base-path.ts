/** The console's base path from `<base href>` (the server injects BASE_PATH, e.g. /developer-platform/). */
export function getBasePath(): string {
  return new URL(document.baseURI).pathname;
}

/** The router basename: the base path without its trailing slash ('' at the root). */
export function getRouterBasename(): string {
  return getBasePath().replace(/\/+$/, '');
}

/** Full-page navigation, behind an object so tests can observe it (jsdom cannot navigate). */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
