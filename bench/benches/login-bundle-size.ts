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
}

const WEB = fileURLToPath(new URL('../../packages/web/', import.meta.url));

const gzipKb = (files: Iterable<string>): number => {
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(`${WEB}dist/${file}`)).length;
  return bytes / 1024;
};

/** JavaScript the browser loads to show /login (entry + login page + their static imports) against the whole console's JavaScript. */
export const run = async (): Promise<string> => {
  execSync('npx vite build --logLevel error', { cwd: WEB, stdio: 'inherit' });
  const manifest = JSON.parse(readFileSync(`${WEB}dist/.vite/manifest.json`, 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  const login = Object.entries(manifest).find(([key, chunk]) => chunk.isDynamicEntry && /login-page\.tsx$/.test(key));
  if (!entry || !login) throw new Error('manifest has no entry or no login page chunk');
  visit(entry[0]);
  visit(login[0]);
  const all = new Set(
    Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith('.js')),
  );
  const loginKb = gzipKb([...files].filter((file) => file.endsWith('.js')));
  const allKb = gzipKb(all);
  return `login route initial JS ${loginKb.toFixed(1)} KB gzip = ${(loginKb / allKb).toFixed(2)}× the whole console's JS baseline (${allKb.toFixed(1)} KB gzip, ${all.size} chunks)`;
};
