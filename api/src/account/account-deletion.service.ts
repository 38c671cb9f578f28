import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { Logger } from 'pino';
import { accountRef } from '../audit/subject-ref.js';
import { DomainError } from '../common/errors/domain-error.js';
import { ROOT_LOGGER } from '../common/logging/logger.token.js';
import { type AccountDeletionStep, RunsBeforeAccountDeletion } from './account-deletion-step.js';
import { AccountDeletionFailedError, AccountNotFoundError } from './account.errors.js';
import { UserDataCatalog } from './user-data-catalog.js';
import { UserDataRepository } from './user-data.repository.js';

/**
 * Deletes an account and everything of it. First the steps outside the database that other modules register
 * (revoke Gmail, cancel Paddle; see AccountDeletionStep): if one fails, nothing is deleted. Then one transaction:
 * the account row locked, the steps' `whileDeleting` (personal data in rows that outlive the account), the user's
 * sessions (connect-pg-simple keeps the user id inside the session's JSON), rows in any table that has a
 * `user_id` without a foreign key, and the `users` row, whose ON DELETE CASCADE takes every other table with it.
 * No list of tables to keep up to date: the catalog reads the schema, and an integration test checks that no row
 * of the person is left anywhere.
 */
@Injectable()
export class AccountDeletionService implements OnApplicationBootstrap {
  private steps: AccountDeletionStep[] = [];
  private readonly logger: Logger;

  constructor(
    private readonly rows: UserDataRepository,
    private readonly catalog: UserDataCatalog,
    private readonly discovery: DiscoveryService,
    @Inject(ROOT_LOGGER) rootLogger: Logger,
  ) {
    this.logger = rootLogger.child({ component: 'account-deletion' });
  }

  onApplicationBootstrap(): void {
    this.steps = this.discovery
      .getProviders({ metadataKey: RunsBeforeAccountDeletion.KEY })
      .map((wrapper) => wrapper.instance as AccountDeletionStep)
      .filter((step) => typeof step?.beforeDelete === 'function');
    this.logger.debug({ steps: this.steps.map((s) => s.description) }, 'Account deletion steps');
  }

  /** The registered steps' descriptions, in the order they run. */
  stepDescriptions(): string[] {
    return this.steps.map((s) => s.description);
  }

  async delete(userId: string): Promise<void> {
    if (!(await this.rows.accountExists(userId))) throw new AccountNotFoundError();
    const ref = accountRef(userId);

    for (const step of this.steps) {
      try {
        await step.beforeDelete(userId);
      } catch (err) {
        this.logger.warn({ err, ref, step: step.description }, 'Account deletion stopped by a step');
        const reason = err instanceof DomainError ? err.message : 'the service did not answer';
        throw new AccountDeletionFailedError(step.description, reason);
      }
    }

    const tables = await this.catalog.tables();
    const removed: Record<string, number> = {};
    const detached: Record<string, number> = {};
    await this.rows.transaction(async (tx) => {
      // Locks the account: a sign-in or a send racing this waits, then finds no user.
      await this.rows.lockAccount(tx, userId);
      for (const step of this.steps) await step.whileDeleting?.(userId, tx);
      for (const table of tables) {
        const n = await this.rows.countRows(tx, table, userId);
        if (!n) continue;
        if (table.onUserDelete === 'set null') detached[table.table] = n;
        else removed[table.table] = n;
        // A user_id without a foreign key does not cascade: delete here (the schema test flags such a table).
        if (table.onUserDelete === 'no foreign key') {
          await this.rows.deleteRows(tx, table, userId);
        }
      }
      const sessions = await this.rows.deleteSessions(tx, userId);
      if (sessions) removed.sessions = sessions;
      await this.rows.deleteAccount(tx, userId);
    });
    // The log names the account only by its opaque ref, like the audit log.
    this.logger.info({ ref, removed, detached }, 'Account deleted');
  }
}
