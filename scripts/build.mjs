// Builds what `npm start` runs, each part only when its sources changed (docs/decisions/0142):
//   - the player site: Vite → apps/web/dist;
//   - the back office: Vite → apps/admin/dist (served under /admin/, docs/decisions/0520);
//   - the server: one esbuild bundle of apps/server/src/server.ts → apps/server/dist/server.js, with every npm package
//     left external (loaded from node_modules at run time) and the workspace's own TypeScript (@kasa/contract) inlined.
// Each output keeps the hash of its inputs in `.build-hash` beside it; equal hash → the build is skipped.
//
//   node scripts/build.mjs            build what changed (`npm run build`)
//   node scripts/build.mjs --force    rebuild both
//   node scripts/build.mjs --web | --admin | --server   one part only
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const WEB_DIST = path.join(ROOT, 'apps/web/dist');
export const ADMIN_DIST = path.join(ROOT, 'apps/admin/dist');
export const SERVER_DIST = path.join(ROOT, 'apps/server/dist');
export const SERVER_ENTRY = path.join(SERVER_DIST, 'server.js');
const HASH_FILE = '.build-hash';
const SKIP_DIRS = new Set(['node_modules', 'dist', '.vite', 'coverage']);
// Tests never reach a bundle: editing one must not cost a rebuild.
const isTest = (name) => /\.test\.tsx?$/.test(name) || name.endsWith('.test-support.ts');

/** Every file under `dir` (sorted, relative to the root), minus build output, dependencies and tests. */
function filesUnder(dir, { skip = () => false } = {}) {
  const out = [];
  const walk = (current) => {
    if (!existsSync(current)) return;
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.has(entry.name) && !skip(full)) walk(full);
      } else if (entry.isFile() && !isTest(entry.name) && !skip(full)) {
        out.push(path.relative(ROOT, full));
      }
    }
  };
  walk(dir);
  return out.sort();
}

/** sha256 over the files' names and contents, plus the extra strings (environment the build reads). */
function hashOf(files, extra = []) {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(ROOT, file)));
    hash.update('\0');
  }
  for (const text of extra) hash.update(`${text}\0`);
  return hash.digest('hex');
}

// What either build depends on besides its own folder: the lockfile (versions of Vite, esbuild, React…), the shared
// compiler settings, the contract (imported as source by both), and this script (the build's own options).
const shared = () => [
  'package-lock.json',
  'tsconfig.base.json',
  path.relative(ROOT, fileURLToPath(import.meta.url)),
  ...filesUnder(path.join(ROOT, 'packages/contract')),
];

// Vite puts VITE_* variables into the bundle.
const viteEnv = () =>
  Object.keys(process.env)
    .filter((name) => name.startsWith('VITE_'))
    .sort()
    .map((name) => `${name}=${process.env[name]}`);

export function webSourceHash() {
  return hashOf([...shared(), ...filesUnder(path.join(ROOT, 'apps/web'))], viteEnv());
}

export function adminSourceHash() {
  return hashOf([...shared(), ...filesUnder(path.join(ROOT, 'apps/admin'))], viteEnv());
}

export function serverSourceHash() {
  const testDir = path.join(ROOT, 'apps/server/src/test');
  return hashOf([
    ...shared(),
    'apps/server/package.json',
    ...filesUnder(path.join(ROOT, 'apps/server/src'), { skip: (full) => full === testDir }),
  ]);
}

const storedHash = (dir) => {
  try {
    return readFileSync(path.join(dir, HASH_FILE), 'utf8').trim();
  } catch {
    return null;
  }
};

/** Runs `vite build` for an app folder when its sources changed (or `force`); returns whether it built. */
function buildVite({ name, folder, dist, hash, force, log }) {
  if (!force && storedHash(dist) === hash && existsSync(path.join(dist, 'index.html'))) {
    log(`${name}: up to date (${folder}/dist, sources ${hash.slice(0, 12)})`);
    return false;
  }
  log(`${name}: sources changed, building ${folder}/dist (vite build) …`);
  const started = performance.now();
  const vite = path.join(ROOT, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: path.join(ROOT, folder),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0)
    throw new Error(`vite build of ${folder} failed (status ${result.status ?? result.signal})`);
  // Written last: a build that died half-way leaves no hash, so the next start builds again.
  writeFileSync(path.join(dist, HASH_FILE), `${hash}\n`);
  log(`${name}: built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

/** Builds the web app when its sources changed (or `force`); returns whether it built. */
export function buildWeb({ force = false, log = console.error } = {}) {
  return buildVite({
    name: 'web app',
    folder: 'apps/web',
    dist: WEB_DIST,
    hash: webSourceHash(),
    force,
    log,
  });
}

/** Builds the back office when its sources changed (or `force`); returns whether it built. */
export function buildAdmin({ force = false, log = console.error } = {}) {
  return buildVite({
    name: 'back office',
    folder: 'apps/admin',
    dist: ADMIN_DIST,
    hash: adminSourceHash(),
    force,
    log,
  });
}

/** Bundles the server when its sources changed (or `force`); returns whether it built. */
export async function buildServer({ force = false, log = console.error } = {}) {
  const hash = serverSourceHash();
  if (!force && storedHash(SERVER_DIST) === hash && existsSync(SERVER_ENTRY)) {
    log(`server: up to date (apps/server/dist, sources ${hash.slice(0, 12)})`);
    return false;
  }
  log('server: sources changed, bundling apps/server/dist/server.js (esbuild) …');
  const started = performance.now();
  const esbuild = await import('esbuild');
  rmSync(SERVER_DIST, { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: ['apps/server/src/server.ts'],
    outfile: path.relative(ROOT, SERVER_ENTRY),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // A map beside the bundle for reading stack traces (`NODE_OPTIONS=--enable-source-maps`); not on by default,
    // since mapping every Error's stack costs time on the request path.
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [
      {
        // npm packages stay in node_modules (their own files, native parts and assets where they expect them: PGlite's
        // WebAssembly, swagger-ui's static files); the workspace's TypeScript packages are bundled, since Node does
        // not run TypeScript.
        name: 'external-packages',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@kasa/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  writeFileSync(path.join(SERVER_DIST, HASH_FILE), `${hash}\n`);
  log(`server: bundled in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await esbuild.stop();
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = new Set(process.argv.slice(2));
  const force = args.has('--force');
  const only = args.has('--web')
    ? 'web'
    : args.has('--admin')
      ? 'admin'
      : args.has('--server')
        ? 'server'
        : null;
  try {
    if (only === null || only === 'web') buildWeb({ force });
    if (only === null || only === 'admin') buildAdmin({ force });
    if (only === null || only === 'server') await buildServer({ force });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
