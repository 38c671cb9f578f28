import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'src') + path.sep;
const dist = path.join(root, 'dist') + path.sep;

/** The API's sources (not its specs) whose build is missing or older: the integration tier would test stale code. */
export function staleBuilds(dir = src): string[] {
  const stale: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '__tests__') stale.push(...staleBuilds(file + path.sep));
      continue;
    }
    if (!entry.name.endsWith('.ts') || /\.(db-)?spec\.ts$/.test(entry.name) || entry.name.endsWith('.d.ts')) continue;
    const built = path.join(dist, path.relative(src, file)).replace(/\.ts$/, '.js');
    if (!fs.existsSync(built) || fs.statSync(built).mtimeMs < fs.statSync(file).mtimeMs) stale.push(file);
  }
  return stale;
}

/**
 * The integration tiers run the API as it ships: a test's import of `api/src/…` loads `api/dist/…` instead, and
 * Node loads the build itself (vitest.config.ts externalizes it), not vitest's transform of each of its ~600
 * modules in every file's fresh process. The tests' own files are still transformed. It refuses to start on a build
 * older than its sources (`pnpm build`, which `pnpm test` and `pnpm test:integration` run first).
 */
export function builtApi() {
  let checked = false;
  return {
    name: 'built-api',
    enforce: 'pre' as const,
    resolveId(source: string, importer: string | undefined): string | null {
      if (!importer || !source.startsWith('.')) return null;
      const target = path.resolve(path.dirname(importer), source);
      if (!target.startsWith(src)) return null;
      if (!checked) {
        const stale = staleBuilds();
        if (stale.length > 0) {
          throw new Error(
            `api/dist is older than ${stale.length} source file(s) (${path.relative(root, stale[0]!)}…): ` +
              'run `pnpm build` first; the integration tests run the API as built.',
          );
        }
        checked = true;
      }
      return path.join(dist, path.relative(src, target)).replace(/\.ts$/, '.js');
    },
  };
}
