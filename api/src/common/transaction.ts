import type { EntityManager } from 'typeorm';

declare const opened: unique symbol;

/**
 * A transaction a repository opened, as services hold it: they pass it back to repositories, whose statements (and
 * the locks those take) then run in it, but they cannot query on it. Only a repository opens one (its
 * `transaction(fn)`) and looks inside (`managerOf`); eslint.data.js refuses `txOf` and `managerOf` elsewhere.
 */
export type Tx = { readonly [opened]: true };

/** pg-boss's way into a transaction: its SQL runs on the transaction's connection. */
export interface SqlExecutor {
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
}

/** pg-boss's executor over `tx` (for a repository's `executorOf`): a job sent through it exists exactly when `tx` commits. */
export function sqlExecutorOf(tx: Tx): SqlExecutor {
  return {
    executeSql: async (text: string, values?: unknown[]) => ({
      rows: (await managerOf(tx).queryRunner!.query(text, values, true)).records as unknown[],
    }),
  };
}

/** The Tx of a repository's transaction (the same object: nothing is allocated). */
export function txOf(manager: EntityManager): Tx {
  return manager as unknown as Tx;
}

/** The EntityManager a repository's statements run on: the caller's transaction, or `outside` when there is none. */
export function managerOf(tx: Tx): EntityManager;
export function managerOf(tx: Tx | undefined, outside: EntityManager): EntityManager;
export function managerOf(tx: Tx | undefined, outside?: EntityManager): EntityManager {
  return (tx as unknown as EntityManager | undefined) ?? outside!;
}
