import { createHash } from 'node:crypto';

/**
 * The opaque reference an audit row keeps for an account: SHA-256 of its user id (a random UUID). Unlike an email
 * hash it cannot be reversed by guessing; whoever holds the id can still find the rows about it.
 */
export function accountRef(userId: string): string {
  return createHash('sha256').update(userId.toLowerCase()).digest('hex');
}
