import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The workspace's own eslint.config.js (eslint.data.js's rule), without type information: the snippets below are
// linted as if they were files of a room, and never exist on disk.
const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfig: [tseslint.configs.disableTypeChecked] });

async function dataAccessErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
}

const injectsDataSource =
  "import { Injectable } from '@nestjs/common';\n" +
  "import { DataSource } from 'typeorm';\n" +
  '@Injectable()\n' +
  'export class FixtureService {\n' +
  '  constructor(private readonly db: DataSource) {}\n' +
  '}\n';

const runsQuery =
  'export async function count(db: { query(sql: string): Promise<unknown> }) {\n' +
  "  return db.query('SELECT count(*) FROM users');\n" +
  '}\n';

describe('SQL and TypeORM live only in repositories', () => {
  it('refuses a service importing the DataSource', async () => {
    const errors = await dataAccessErrors('api/src/settings/fixture.service.ts', injectsDataSource);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('*.repository.ts');
  });

  it('refuses a Repository, an EntityManager (even as a type) and InjectRepository in a worker', async () => {
    const code =
      "import { InjectRepository } from '@nestjs/typeorm';\n" +
      "import { Repository, type EntityManager } from 'typeorm';\n" +
      'export const used = [InjectRepository, Repository];\n' +
      'export type Manager = EntityManager;\n';
    expect(await dataAccessErrors('api/src/alerts/fixture.worker.ts', code)).toHaveLength(3);
  });

  it('refuses a raw .query( call outside a repository', async () => {
    const errors = await dataAccessErrors('api/src/audit/fixture.service.ts', runsQuery);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('*.repository.ts');
  });

  it('stays silent in a repository, a migration and the database room', async () => {
    for (const file of [
      'api/src/settings/fixture.repository.ts',
      'api/src/database/migrations/1700000000000-Fixture.ts',
      'api/src/database/fixture.ts',
    ]) {
      expect(await dataAccessErrors(file, injectsDataSource + runsQuery)).toEqual([]);
    }
  });

  it('stays silent in a service test, which reads the database to assert', async () => {
    expect(await dataAccessErrors('api/src/settings/fixture.db-spec.ts', injectsDataSource + runsQuery)).toEqual([]);
  });

  it('allows what a service does use of typeorm (an entity decorator, a query helper)', async () => {
    const code = "import { In, Column } from 'typeorm';\nexport const used = [In, Column];\n";
    expect(await dataAccessErrors('api/src/settings/fixture.service.ts', code)).toEqual([]);
  });

  it('turns the no-unsafe rules on in repositories only (query results are typed rows)', async () => {
    const full = new ESLint({ cwd: root });
    const inRepository = (await full.calculateConfigForFile(
      path.join(root, 'api/src/settings/fixture.repository.ts'),
    )) as { rules: Record<string, unknown[]> };
    const inService = (await full.calculateConfigForFile(path.join(root, 'api/src/settings/fixture.service.ts'))) as {
      rules: Record<string, unknown[]>;
    };
    for (const rule of ['no-unsafe-assignment', 'no-unsafe-member-access', 'no-unsafe-return']) {
      expect(inRepository.rules[`@typescript-eslint/${rule}`]?.[0], rule).toBe(2);
      expect(inService.rules[`@typescript-eslint/${rule}`]?.[0], rule).toBe(0);
    }
  });

  it('exempts no service: the last files to move are held to the rule too', async () => {
    for (const file of ['api/src/account/account-deletion.service.ts', 'api/src/queue/queue.service.ts']) {
      expect(await dataAccessErrors(file, injectsDataSource + runsQuery), file).toHaveLength(2);
    }
  });

  it("lets a service hold a caller's Tx, and only a repository open one, look inside or run SQL on it", async () => {
    const holds = "import type { Tx } from '../common/transaction.js';\nexport type Held = Tx;\n";
    expect(await dataAccessErrors('api/src/mail/fixture.service.ts', holds)).toEqual([]);
    const opens =
      "import { managerOf, sqlExecutorOf, txOf } from '../../common/transaction.js';\n" +
      'export const used = [managerOf, sqlExecutorOf, txOf];\n';
    const errors = await dataAccessErrors('api/src/search/pipeline/fixture.ts', opens);
    expect(errors).toHaveLength(3);
    expect(errors[0]).toContain('*.repository.ts');
    expect(await dataAccessErrors('api/src/mail/fixture.repository.ts', opens)).toEqual([]);
  });
});
