// One lint config for the whole workspace; `pnpm lint` runs it with zero warnings allowed.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { dataAccessBoundaries } from './eslint.data.js';
import { featureBoundaries } from './eslint.features.js';
import { roomBoundaries } from './eslint.rooms.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.output/**',
      '**/.wxt/**',
      '.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'e2e/.artifacts/**',
    ],
  },
  js.configs.recommended,
  // Type-aware: every TypeScript file is read with the types of the tsconfig.json that holds it (projectService).
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
      // Checks that catch real bugs (recommendedTypeChecked turns on no-floating-promises, no-misused-promises,
      // await-thenable, only-throw-error, unbound-method, no-base-to-string…); a switch over a union names every case.
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
      // Off: the no-unsafe-* family flags every use of an `any`, and ours are parsed JSON, pg rows and test doubles
      // (about 400 findings, none a bug); each would need a cast that says nothing more than the `any` did.
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // Off: every finding was a test double or stand-in written `async` to match the async interface it fakes.
      '@typescript-eslint/require-await': 'off',
      // A callback's error (express-session, passport) is passed on as the library gave it.
      '@typescript-eslint/prefer-promise-reject-errors': [
        'error',
        { allowThrowingAny: true, allowThrowingUnknown: true },
      ],
    },
  },
  {
    // Plain JavaScript (launchers, the e2e server, the benches) has no types to read.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['web/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}', 'packages/client/**/*.ts', 'extension/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Nest injects constructor parameters by their runtime class: those imports must stay value imports.
    files: ['api/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  // The API's rooms import each other only through their doors (eslint.rooms.js).
  ...roomBoundaries(),
  // SQL and TypeORM only in a room's *.repository.ts (eslint.data.js).
  ...dataAccessBoundaries(),
  // The web's features import no other feature (eslint.features.js).
  ...featureBoundaries(),
  {
    files: ['extension/entrypoints/**/*.ts'],
    languageOptions: { globals: { defineBackground: 'readonly', defineContentScript: 'readonly' } },
  },
);
