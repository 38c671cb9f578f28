import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The workspace's own eslint.config.js (the room rule from eslint.rooms.js), without type information: the
// snippets below are linted as if they were files of a room, and never exist on disk.
const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfig: [tseslint.configs.disableTypeChecked] });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((m) => m.message);
}

describe('the rooms of the API import each other only through their doors', () => {
  it("refuses compose reaching into search's matcher", async () => {
    const errors = await boundaryErrors(
      'api/src/compose/fixture.ts',
      "import { scoreMatch } from '../search/matching/match-score.js';\nexport const score = scoreMatch;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('inside the search room');
  });

  it("lets compose use search's service", async () => {
    const code =
      "import { SearchService } from '../search/search.service.js';\nexport const service = SearchService;\n";
    expect(await boundaryErrors('api/src/compose/fixture.ts', code)).toEqual([]);
  });

  it("refuses search using enrichment's table, and allows naming its entity as a type", async () => {
    const asValue =
      "import { JobContactEntity } from '../enrichment/entities/job-contact.entity.js';\n" +
      'export const table = JobContactEntity;\n';
    expect(await boundaryErrors('api/src/search/fixture.ts', asValue)).toHaveLength(1);
    const asType =
      "import type { JobContactEntity } from '../enrichment/entities/job-contact.entity.js';\n" +
      'export type Contact = JobContactEntity;\n';
    expect(await boundaryErrors('api/src/search/fixture.ts', asType)).toEqual([]);
  });

  it('refuses common importing a domain room, even its module', async () => {
    const errors = await boundaryErrors(
      'api/src/common/http/fixture.ts',
      "import { AuthModule } from '../../auth/auth.module.js';\n" + 'export const module = AuthModule;\n',
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('may not import this room at all');
  });

  it('refuses a room importing one its row of the table does not list', async () => {
    const code =
      "import { SearchService } from '../search/search.service.js';\nexport const service = SearchService;\n";
    expect(await boundaryErrors('api/src/settings/fixture.ts', code)).toHaveLength(1);
  });

  it("lets a service test (*.db-spec.ts) wire another room's repository, as specs do", async () => {
    const code =
      "import { SearchResultsRepository } from '../search/search-results.repository.js';\n" +
      'export const repository = SearchResultsRepository;\n';
    expect(await boundaryErrors('api/src/analytics/fixture.ts', code)).toHaveLength(1);
    expect(await boundaryErrors('api/src/analytics/fixture.db-spec.ts', code)).toEqual([]);
  });

  it('allows an inside the table names with its reason: the outbox is the application rows', async () => {
    const code =
      "import { EmailApplicationEntity } from '../applications/email-application.entity.js';\n" +
      'export const table = EmailApplicationEntity;\n';
    expect(await boundaryErrors('api/src/outreach/fixture.ts', code)).toEqual([]);
  });
});
