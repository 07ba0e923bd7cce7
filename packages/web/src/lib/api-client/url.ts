let apiBaseUrl: string | undefined;
let appId = 'beacon-console';

/** Point the client at another origin (tests, or a console served apart from its API). */
export function setApiBaseUrl(url: string | undefined): void {
  apiBaseUrl = url;
}

/** Set the appId that `withAppId` calls append. */
export function setAppId(id: string): void {
  appId = id;
}

/** The full URL of a call: base + path + params (+ appId and timestamp when asked). */
export function buildUrl(path: string, params?: Record<string, unknown>, withAppId = false): string {
  const url = new URL(path, apiBaseUrl ?? window.location.origin);
  for (const [key, value] of Object.entries(params ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      url.searchParams.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  if (withAppId) {
    url.searchParams.set('appId', appId);
    url.searchParams.set('timestamp', String(Date.now()));
  }
  return url.toString();
}
