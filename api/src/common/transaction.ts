import type { EntityManager } from 'typeorm';

declare const opened: unique symbol;

/**
 * A transaction a repository opened, as services hold it: they pass it back to repositories, whose statements (and
 * the locks those take) then run in it, but they cannot query on it. Only a repository opens one (its
 * `transaction(fn)`) and looks inside (`managerOf`); eslint.data.js refuses `txOf` and `managerOf` elsewhere.
 */
export type Tx = { readonly [opened]: true };

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
