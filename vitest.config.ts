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
            '{api,web,extension}/src/**/*.spec.{ts,tsx}',
            'extension/{utils,entrypoints}/**/*.spec.{ts,tsx}',
            'packages/*/src/**/*.spec.{ts,tsx}',
          ],
          environment: 'node',
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
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Files share one database; run them one after another so counts and sessions stay predictable.
          fileParallelism: false,
        },
      },
    ],
  },
});
