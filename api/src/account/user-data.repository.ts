import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { managerOf, type Tx, txOf } from '../common/transaction.js';
import type { UserDataTable } from './user-data-catalog.js';

/** A single-column foreign key of the schema, as the catalog follows it. */
export interface ForeignKeyRow {
  child: string;
  column: string;
  parent: string;
  parentColumn: string;
  /** pg_constraint.confdeltype: c = cascade, n = set null, a/r = no action/restrict, d = set default. */
  onDelete: string;
}

/** A column of a base table, in the table's order. */
export interface ColumnRow {
  table: string;
  name: string;
  type: string;
}

export const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** `t."a", t."b"`: the columns on the alias every statement here gives its table. */
const selectList = (columns: string[]): string => columns.map((c) => `t.${quoteIdent(c)}`).join(', ');

/**
 * The account room's SQL: the schema as UserDataCatalog reads it, and a person's rows as export and deletion read and
 * delete them. A table's rows are found by its catalog condition (alias `t`, `$1` = the user id); the tables and
 * columns named come from the catalog, never from a request. A method given `tx` runs inside the caller's transaction.
 */
@Injectable()
export class UserDataRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Runs `fn` in one transaction. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => fn(txOf(manager)));
  }

  /** Runs `fn` in one REPEATABLE READ transaction: every read in it sees one snapshot. */
  snapshot<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.dataSource.transaction('REPEATABLE READ', (manager) => fn(txOf(manager)));
  }

  /** The schema's single-column foreign keys between its own tables. */
  foreignKeys(): Promise<ForeignKeyRow[]> {
    return this.dataSource.query<ForeignKeyRow[]>(`
      SELECT child.relname AS child, a.attname AS column, parent.relname AS parent, pa.attname AS "parentColumn",
             c.confdeltype AS "onDelete"
        FROM pg_constraint c
        JOIN pg_class child ON child.oid = c.conrelid
        JOIN pg_class parent ON parent.oid = c.confrelid
        JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
        JOIN pg_attribute pa ON pa.attrelid = c.confrelid AND pa.attnum = c.confkey[1]
       WHERE c.contype = 'f' AND cardinality(c.conkey) = 1
         AND child.relnamespace = current_schema()::regnamespace
         AND parent.relnamespace = current_schema()::regnamespace
       ORDER BY child.relname, a.attname`);
  }

  /** Every column of the schema's base tables, table by table in column order. */
  columns(): Promise<ColumnRow[]> {
    return this.dataSource.query<ColumnRow[]>(`
      SELECT c.table_name AS table, c.column_name AS name, c.data_type AS type
        FROM information_schema.columns c
        JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
       WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
       ORDER BY c.table_name, c.ordinal_position`);
  }

  /** Each table's primary key columns, in key order. */
  primaryKeys(): Promise<{ table: string; columns: string[] }[]> {
    return this.dataSource.query<{ table: string; columns: string[] }[]>(`
      SELECT cl.relname AS table, array_agg(a.attname::text ORDER BY k.ord) AS columns
        FROM pg_index i
        JOIN pg_class cl ON cl.oid = i.indrelid
        CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, ord)
        JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
       WHERE i.indisprimary AND cl.relnamespace = current_schema()::regnamespace
       GROUP BY cl.relname`);
  }

  async accountExists(userId: string): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>(`SELECT 1 FROM users WHERE id = $1`, [userId]);
    return rows.length > 0;
  }

  /** The `users` row's `columns`, or undefined when the account is gone. */
  async accountRow(tx: Tx, columns: string[], userId: string): Promise<Record<string, unknown> | undefined> {
    const [account] = await managerOf(tx).query<Record<string, unknown>[]>(
      `SELECT ${selectList(columns)} FROM users t WHERE t.id = $1`,
      [userId],
    );
    return account;
  }

  /** The user's rows of `table` with `columns`, in primary key order. */
  rowsOf(tx: Tx, table: UserDataTable, columns: string[], userId: string): Promise<Record<string, unknown>[]> {
    const order = table.orderBy.length ? ` ORDER BY ${selectList(table.orderBy)}` : '';
    return managerOf(tx).query<Record<string, unknown>[]>(
      `SELECT ${selectList(columns)} FROM ${quoteIdent(table.table)} t WHERE ${table.condition}${order}`,
      [userId],
    );
  }

  /** Locks the account row (FOR UPDATE) until `tx` ends. */
  async lockAccount(tx: Tx, userId: string): Promise<void> {
    await managerOf(tx).query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [userId]);
  }

  /** How many rows of `table` are the user's. */
  async countRows(tx: Tx, table: UserDataTable, userId: string): Promise<number> {
    const [{ n }] = await managerOf(tx).query<[{ n: number }]>(
      `SELECT count(*)::int AS n FROM ${quoteIdent(table.table)} t WHERE ${table.condition}`,
      [userId],
    );
    return n;
  }

  async deleteRows(tx: Tx, table: UserDataTable, userId: string): Promise<void> {
    await managerOf(tx).query(`DELETE FROM ${quoteIdent(table.table)} t WHERE ${table.condition}`, [userId]);
  }

  /** Deletes the user's sessions (connect-pg-simple keeps the user id inside the session's JSON); how many. */
  async deleteSessions(tx: Tx, userId: string): Promise<number> {
    const [, sessions] = await managerOf(tx).query<[unknown, number]>(
      `DELETE FROM sessions WHERE sess ->> 'userId' = $1`,
      [userId],
    );
    return sessions;
  }

  /** Deletes the `users` row; ON DELETE CASCADE takes the rest. */
  async deleteAccount(tx: Tx, userId: string): Promise<void> {
    await managerOf(tx).query(`DELETE FROM users WHERE id = $1`, [userId]);
  }
}
