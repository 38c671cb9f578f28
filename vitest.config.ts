import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';
import { builtApi } from './api/test/built-api.js';

// NestJS needs decorator metadata, which only SWC (not esbuild/oxc) emits; it also compiles the React specs.
const compile = () =>
  swc.vite({
    tsconfigFile: 'api/tsconfig.json',
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'es6' },
  });

// The API's tiers on real PostgreSQL: one migrated template per run, each test file on its own copy of it.
const fileDatabases = { globalSetup: ['api/test/global-setup.ts'], setupFiles: ['api/test/setup-file.ts'] };

// The integration files that assert the rate the site stand-in saw in each second of the clock. The stand-in runs in
// the test's own process and the apps in their own, as a real site and the app run on different machines; a starved
// stand-in would still count late and bunch arrivals into one second. So they never run under `nice`, one at a
// time: `pnpm test` runs them beside the niced integration tier, in a Vitest process of their own.
const pacedFiles = ['api/test/egress.int-spec.ts', 'api/test/site-budget.int-spec.ts'];

// The whole app on its file's database, as built (api/test/built-api.ts): Node loads the API's and the packages'
// builds itself, and vitest transforms only the tests, where it took each file ~8 s to load the app from source in
// its fresh process. The timeouts guard against a hang, not a measure of speed (benchmarks measure that): a file
// shares two cores with the browser lane or another file, and a whole search can take a minute then.
const wholeApp = {
  ...fileDatabases,
  environment: 'node',
  testTimeout: 120_000,
  hookTimeout: 60_000,
  server: { deps: { external: [/\/api\/dist\//, /\/packages\/[^/]+\/dist\//] } },
} as const;
const asBuilt = () => ({ plugins: [builtApi(), compile()] });

// SWC, and the packages' TypeScript sources (their `source` export condition) rather than their builds.
const fromSources = () => ({
  plugins: [compile()],
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
});

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    projects: [
      {
        ...fromSources(),
        test: {
          name: 'unit',
          include: [
            '{api,web,extension}/src/**/*.spec.ts',
            'extension/{utils,entrypoints}/**/*.spec.ts',
            'packages/*/src/**/*.spec.ts',
          ],
          environment: 'node',
          // One worker keeps the modules it loaded for its next file: 38 CPU-seconds against 132 for the tier
          // (2026-11-28), most of it each file's fresh process loading the same modules again. These are pure
          // functions and stand-ins on ports of their own; none mocks a module, changes the environment or leaves
          // fake timers on. The components tier stays isolated: it mocks modules and shares a document.
          isolate: false,
        },
      },
      {
        // Screens rendered with Testing Library in happy-dom, against a fake API (@app/client/testing).
        plugins: [compile()],
        resolve: { conditions: ['source'] },
        test: {
          name: 'components',
          include: [
            '{web,extension}/src/**/*.spec.tsx',
            'extension/{utils,entrypoints}/**/*.spec.tsx',
            'packages/*/src/**/*.spec.tsx',
          ],
          environment: 'happy-dom',
          // Testing Library unmounts after each test when it finds a global afterEach.
          globals: true,
        },
      },
      {
        ...fromSources(),
        test: {
          // One room's service with its real repositories on the file's own database; the app is not booted.
          name: 'services',
          include: ['api/src/**/*.db-spec.ts'],
          ...fileDatabases,
          environment: 'node',
          hookTimeout: 30_000,
          // Side by side: no file shares a database, a port or a process with another.
          fileParallelism: true,
          maxWorkers: 2,
          // A worker keeps the modules it loaded (NestJS, TypeORM, the entities) for its next file: 26 s against 38
          // for the tier. Each file still builds its own services on its own database.
          isolate: false,
        },
      },
      {
        ...asBuilt(),
        test: {
          name: 'integration',
          include: ['api/test/**/*.int-spec.ts'],
          exclude: pacedFiles,
          ...wholeApp,
          // Files can run side by side: each has its own database (api/test/setup-file.ts), and the ports its
          // spawned processes bind come from its worker's own block (api/test/support/spawned-app.ts). Two at a
          // time: alone, the tier keeps 2 cores about 60 % busy (364 s). `pnpm test` runs it under `nice -n 10`
          // beside the browser lane: at equal priority two files starved Chromium (a fresh-clone CI over 27 minutes),
          // one at a time left a core idle once the browser lane was done (24 minutes); niced, 11.6 minutes.
          maxWorkers: 2,
          // A worker keeps the modules it loaded (the API's build, NestJS, TypeORM) for its next file; each file
          // still boots its own app on its own database and closes it. 380 CPU-s against 624 for the tier, 346 s
          // against 472 (2026-11-28, idle machine); all 49 files pass in vitest's order and shuffled
          // (--sequence.shuffle.files). An app a file fails to close would stay in the worker: close it in afterAll.
          isolate: false,
        },
      },
      {
        ...asBuilt(),
        test: {
          name: 'integration-paced',
          include: pacedFiles,
          ...wholeApp,
          // One at a time: two paced files side by side would crowd each other's second.
          maxWorkers: 1,
          // Run beside the integration tier's Vitest process: the ports its apps bind come from other blocks.
          env: { TEST_PORT_BLOCK_OFFSET: '10' },
        },
      },
    ],
  },
});
