import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

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

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    projects: [
      {
        plugins: [compile()],
        resolve: { conditions: ['source'] },
        ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
        test: {
          name: 'unit',
          include: [
            '{api,web,extension}/src/**/*.spec.ts',
            'extension/{utils,entrypoints}/**/*.spec.ts',
            'packages/*/src/**/*.spec.ts',
          ],
          environment: 'node',
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
        plugins: [compile()],
        resolve: { conditions: ['source'] },
        ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
        test: {
          name: 'integration',
          include: ['api/test/**/*.int-spec.ts'],
          globalSetup: ['api/test/global-setup.ts'],
          setupFiles: ['api/test/setup-file.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One file at a time. Each has its own database (api/test/setup-file.ts) and the ports its spawned processes
          // bind come from its worker's own block (api/test/support/spawned-app.ts), so files could run side by side;
          // on two cores that was no faster (15 minutes against 10: the files are busy, not waiting).
          fileParallelism: false,
        },
      },
    ],
  },
});
