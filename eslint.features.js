// The web app's features (web/src/features/<name>/) are its screens, and none imports another: what two features
// share lives in web/src/lib (or packages/ui). eslint.config.js spreads these entries; web/src/feature-boundaries.spec.ts
// proves they fire. ARCHITECTURE.md (web/src/) says the same in words.
import fs from 'node:fs';

const UP = '^(?:\\.\\./)+';

/** Flat config entries: one per feature folder found, forbidding the others; and lib, which imports no feature. */
export function featureBoundaries(featuresDir = new URL('./web/src/features/', import.meta.url)) {
  const features = fs
    .readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const rule = (regex, message) => ({
    '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ regex, message }] }],
  });
  return [
    ...features.map((feature) => ({
      files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
      // Specs put screens together the way the router does.
      ignores: ['**/*.spec.{ts,tsx}'],
      rules: rule(
        `${UP}(?:${features.filter((f) => f !== feature).join('|')})(?:/|$)`,
        `The ${feature} feature may not import another feature: move what both use to web/src/lib or packages/ui.`,
      ),
    })),
    {
      files: ['web/src/lib/**/*.{ts,tsx}'],
      ignores: ['**/*.spec.{ts,tsx}'],
      rules: rule(`${UP}features(?:/|$)`, 'web/src/lib is below the features: it may not import one.'),
    },
  ];
}
