import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The workspace's own eslint.config.js (the feature rule from eslint.features.js), without type information: the
// snippets below are linted as if they were files of web/src, and never exist on disk.
const root = decodeURIComponent(new URL('../..', import.meta.url).pathname);
const eslint = new ESLint({ cwd: root, overrideConfig: [tseslint.configs.disableTypeChecked] });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: root + file });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((m) => m.message);
}

describe('the web features import no other feature', () => {
  it('refuses settings importing from the dashboard', async () => {
    const errors = await boundaryErrors(
      'web/src/features/settings/fixture.tsx',
      "import { DashboardPage } from '../dashboard/DashboardPage';\nexport const page = DashboardPage;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('The settings feature may not import another feature');
  });

  it('refuses it from a folder deeper inside a feature too, even as a type', async () => {
    const code = "import type { Props } from '../../results/ResultsPage';\nexport type P = Props;\n";
    expect(await boundaryErrors('web/src/features/dashboard/search/fixture.tsx', code)).toHaveLength(1);
  });

  it('lets a feature use its own files, lib and app', async () => {
    const code =
      "import { SearchModal } from './search/SearchModal';\n" +
      "import { saveFile } from '../../lib/save-file';\n" +
      "import { api } from '../../app/api';\n" +
      'export const all = [SearchModal, saveFile, api];\n';
    expect(await boundaryErrors('web/src/features/dashboard/fixture.tsx', code)).toEqual([]);
  });

  it('refuses lib importing a feature', async () => {
    const code =
      "import { SettingsPage } from '../features/settings/SettingsPage';\nexport const page = SettingsPage;\n";
    expect(await boundaryErrors('web/src/lib/fixture.tsx', code)).toHaveLength(1);
  });
});
