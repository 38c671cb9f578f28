import { DiscoveryService } from '@nestjs/core';
import type { Tx } from '../common/transaction.js';

/**
 * Work outside our database that must happen before an account's rows are deleted: revoking the Gmail grant at
 * Google, cancelling the Paddle subscription. Inside the database almost nothing needs registering: every table
 * that refers to users does so with ON DELETE CASCADE, or SET NULL for rows that outlive the account; a row kept
 * that way whose other columns hold personal data (a payment record's provider payload) is cleaned in
 * `whileDeleting`.
 *
 * A module registers a step by making a provider that implements this interface, marking the class with
 * `@RunsBeforeAccountDeletion()`, and listing it in its module's `providers`. AccountDeletionService finds every
 * such provider in the application (Nest's DiscoveryService); nothing else needs wiring.
 *
 * ```ts
 * @Injectable()
 * @RunsBeforeAccountDeletion()
 * export class RevokeGmailOnAccountDeletion implements AccountDeletionStep {
 *   readonly description = 'revoke the Gmail access you gave us';
 *   async beforeDelete(userId: string) { ... }
 * }
 * ```
 */
export interface AccountDeletionStep {
  /** What it does, as a person reads it after "we could not …": 'cancel your Pro subscription at Paddle'. */
  readonly description: string;
  /**
   * Runs before any row is deleted, with the rows still there. Must be idempotent (a failed deletion is retried by
   * the person) and treat "already gone" at the provider as done. Throw only when deleting the account now would
   * leave something running that must not (a subscription that keeps charging): the deletion then stops with
   * nothing removed. A DomainError's message is shown to the person.
   */
  beforeDelete(userId: string): Promise<void>;
  /**
   * Optional: runs inside the deletion's transaction, after every step's `beforeDelete`, once the account row is
   * locked (FOR UPDATE) and before any row is deleted. For rows that stay after the account (ON DELETE SET NULL)
   * but hold personal data elsewhere: done here, the change commits with the deletion or not at all, and a writer
   * that locks the account first (FOR KEY SHARE) either finishes before it or finds no account after it.
   */
  whileDeleting?(userId: string, tx: Tx): Promise<void>;
}

/** Marks a provider as an AccountDeletionStep (see there). */
export const RunsBeforeAccountDeletion = DiscoveryService.createDecorator<void>();
