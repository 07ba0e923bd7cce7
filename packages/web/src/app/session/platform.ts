import type { PlatformInfo } from '@beacon/contracts/auth';
import { authEndpoints } from '@beacon/contracts/auth.endpoints';
import { MAIN_VERSION } from '@beacon/contracts/constants';
import { MODULE_CODES, type RouteDef, routesForUser, VARIANT_TITLES } from '@beacon/contracts/registry';
import { callEndpoint } from '../../lib/api-client/call-endpoint';
import { useSessionStore } from '../../lib/session-store';

/** Platform facts used when the server cannot tell them: the full variant. */
export const FALLBACK_PLATFORM: PlatformInfo = {
  variant: 'full',
  title: VARIANT_TITLES.full.zh,
  titleEn: VARIANT_TITLES.full.en,
  version: MAIN_VERSION,
  enabledModules: [...MODULE_CODES],
};

let loading: Promise<PlatformInfo> | undefined;

/** Load the platform facts once (GET /api/v1/auth/platform, no sign-in needed). */
export function ensurePlatform(): Promise<PlatformInfo> {
  const known = useSessionStore.getState().platform;
  if (known) return Promise.resolve(known);
  loading ??= callEndpoint(authEndpoints.platform, {}, { silent: true })
    .then((reply) => reply.data)
    .catch(() => FALLBACK_PLATFORM)
    .then((platform) => {
      useSessionStore.getState().setPlatform(platform);
      return platform;
    })
    .finally(() => {
      loading = undefined;
    });
  return loading;
}

/** The platform title in a language. */
export function platformTitle(platform: PlatformInfo | null, language: string): string {
  const info = platform ?? FALLBACK_PLATFORM;
  return language.startsWith('en') ? info.titleEn : info.title;
}

/** The user's routes: the variant's routes filtered by the modules the platform enables and the user holds. */
export function userRoutes(platform: PlatformInfo, moduleCodes: readonly string[]): RouteDef[] {
  const enabled = new Set<string>(platform.enabledModules);
  return routesForUser(
    platform.variant,
    moduleCodes.filter((code) => enabled.has(code)),
  );
}
