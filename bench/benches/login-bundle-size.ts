import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const WEB = fileURLToPath(new URL('../../packages/web/', import.meta.url));
// The catch-all route loads the main layout and, in the same loader, the signed-in pages' i18n namespaces.
const LAYOUT = 'src/app/layout/main-layout.tsx';
const PAGE_NAMESPACES = 'src/i18n/page-namespaces.ts';
const PAGE_REGISTRY = 'src/app/router/page-registry.ts';

const gzipKb = (files: Iterable<string>): number => {
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(`${WEB}dist/${file}`)).length;
  return bytes / 1024;
};

/** The JavaScript files of these chunks and everything they import statically. */
function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const key of keys) visit(key);
  return new Set([...files].filter((file) => file.endsWith('.js')));
}

/** A route's name: its path in the page registry's source (or the login and status routes), else its page's file. */
function routeName(registry: string, pageKey: string): string {
  const source = pageKey.replace(/^src\//, '').replace(/\.tsx?$/, '');
  const path = new RegExp(`'(/[^']*)':\\s*\\(\\)\\s*=>\\s*import\\('\\.\\./\\.\\./${source}'\\)`).exec(registry)?.[1];
  if (path) return path;
  if (/login-page\.tsx$/.test(pageKey)) return '/login';
  if (/status-page\.tsx$/.test(pageKey)) return '/404 and /401';
  if (/module-placeholder-page\.tsx$/.test(pageKey)) return 'a module placeholder page';
  return pageKey;
}

/** A route and the gzip size of its initial JavaScript. */
interface RouteLoad {
  name: string;
  kb: number;
}

/** Initial JavaScript of every route: pages the entry loads itself, and pages inside the main layout. */
function routeLoads(manifest: Manifest, entryKey: string): RouteLoad[] {
  const entry = manifest[entryKey];
  const layout = manifest[LAYOUT];
  if (!entry || !layout) throw new Error(`manifest has no entry or no ${LAYOUT} chunk`);
  const outside = (entry.dynamicImports ?? []).filter((key) => key !== LAYOUT && key !== PAGE_NAMESPACES);
  const inside = layout.dynamicImports ?? [];
  const registry = readFileSync(`${WEB}${PAGE_REGISTRY}`, 'utf8');
  return [
    ...outside.map((page) => ({ page, keys: [entryKey, page] })),
    ...inside.map((page) => ({ page, keys: [entryKey, LAYOUT, PAGE_NAMESPACES, page] })),
  ].map(({ page, keys }) => ({ name: routeName(registry, page), kb: gzipKb(staticClosure(manifest, keys)) }));
}

// A route's initial JS: entry + its page + their static imports; pages inside the main layout add the layout
// chunk and the pages' i18n chunk.
/** Initial JavaScript of /login and of the heaviest route, each against the whole console's JavaScript. */
export const run = async (): Promise<string> => {
  execSync('npx vite build --logLevel error', { cwd: WEB, stdio: 'inherit' });
  const manifest = JSON.parse(readFileSync(`${WEB}dist/.vite/manifest.json`, 'utf8')) as Manifest;
  const entryKey = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entryKey) throw new Error('manifest has no entry');
  const routes = routeLoads(manifest, entryKey);
  const login = routes.find((route) => route.name === '/login');
  const largest = routes.reduce((a, b) => (b.kb > a.kb ? b : a));
  if (!login) throw new Error('manifest has no login page chunk');
  const all = new Set(
    Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith('.js')),
  );
  const allKb = gzipKb(all);
  const figure = (route: RouteLoad) => `${route.kb.toFixed(1)} KB gzip = ${(route.kb / allKb).toFixed(2)}×`;
  return (
    `login route initial JS ${figure(login)}; largest route (${largest.name}) initial JS ${figure(largest)}; ` +
    `baseline: the whole console's JS (${allKb.toFixed(1)} KB gzip, ${all.size} chunks)`
  );
};
