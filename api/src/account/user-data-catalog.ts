import { Injectable } from '@nestjs/common';
import { type ForeignKeyRow, quoteIdent, UserDataRepository } from './user-data.repository.js';

/** How a table's rows are tied to one user: a SQL condition on the table (alias `t`) with `$1` = the user id. */
export interface UserDataTable {
  table: string;
  /** `t.user_id = $1`, or for a child table `t.search_id IN (SELECT p.id FROM search_requests p WHERE …)`. */
  condition: string;
  /** The path that makes the rows the user's, for people reading an export: e.g. `search_id → search_requests`. */
  via: string;
  /** Primary key columns, to list rows in a stable order. */
  orderBy: string[];
  columns: { name: string; type: string }[];
  /**
   * What deleting the `users` row does to these rows: deletes them (ON DELETE CASCADE down the whole path), detaches
   * them (SET NULL: the row stays without the user), nothing (a user_id without a foreign key), or refuses.
   */
  onUserDelete: 'cascade' | 'set null' | 'no foreign key' | 'refused';
}

/**
 * Tables that refer to users without being their data. The audit log is the record of staff reads; it holds no
 * personal data and goes into an export as `staffAccess` instead (see AuditLogService.accessTo).
 */
const NOT_USER_DATA = new Set(['audit_log']);

const onDelete = (key: ForeignKeyRow): UserDataTable['onUserDelete'] =>
  key.onDelete === 'c' ? 'cascade' : key.onDelete === 'n' ? 'set null' : 'refused';

/**
 * Which tables hold a user's data, read from the database's own schema so that a table added later is covered
 * without anyone listing it: every table with a foreign key to `users`, or with a `user_id` column, and below them
 * every table whose rows cascade from those (search_results under search_requests). Export and deletion both
 * start here.
 */
@Injectable()
export class UserDataCatalog {
  constructor(private readonly schema: UserDataRepository) {}

  async tables(): Promise<UserDataTable[]> {
    const keys = await this.schema.foreignKeys();
    const columns = await this.columns();
    const primaryKeys = new Map((await this.schema.primaryKeys()).map((r) => [r.table, r.columns]));
    const found = new Map<string, UserDataTable>();
    const describe = (
      table: string,
      condition: string,
      via: string,
      onUserDelete: UserDataTable['onUserDelete'],
    ): UserDataTable => ({
      table,
      condition,
      via,
      onUserDelete,
      orderBy: primaryKeys.get(table) ?? [],
      columns: columns.get(table) ?? [],
    });

    // Rows tied to the user directly: a foreign key to users.id, or a user_id column (even without a key).
    for (const key of keys.filter((k) => k.parent === 'users' && k.parentColumn === 'id')) {
      if (key.child === 'users' || NOT_USER_DATA.has(key.child) || found.has(key.child)) continue;
      const condition = `t.${quoteIdent(key.column)} = $1`;
      found.set(key.child, describe(key.child, condition, `${key.column} → users`, onDelete(key)));
    }
    for (const [table, cols] of columns) {
      if (table === 'users' || NOT_USER_DATA.has(table) || found.has(table)) continue;
      if (cols.some((c) => c.name === 'user_id')) {
        found.set(table, describe(table, `t.user_id::text = $1`, 'user_id (no foreign key)', 'no foreign key'));
      }
    }

    // Rows owned through a user's row, breadth first, following ON DELETE CASCADE only.
    let frontier = [...found.values()];
    for (let depth = 1; frontier.length; depth++) {
      const next: UserDataTable[] = [];
      const alias = `p${depth}`;
      for (const parent of frontier) {
        for (const key of keys.filter((k) => k.parent === parent.table && k.onDelete === 'c')) {
          if (key.child === 'users' || NOT_USER_DATA.has(key.child) || found.has(key.child)) continue;
          // The parent's own condition, moved onto its alias in the subquery (deeper subqueries keep theirs).
          const inner = parent.condition.replace(/\bt\./g, `${alias}.`);
          const condition =
            `t.${quoteIdent(key.column)} IN (SELECT ${alias}.${quoteIdent(key.parentColumn)} ` +
            `FROM ${quoteIdent(parent.table)} ${alias} WHERE ${inner})`;
          const child = describe(key.child, condition, `${key.column} → ${parent.table}`, parent.onUserDelete);
          found.set(key.child, child);
          next.push(child);
        }
      }
      frontier = next;
    }
    return [...found.values()].sort((a, b) => a.table.localeCompare(b.table));
  }

  /** The columns of `users`, for the account part of an export. */
  async userColumns(): Promise<{ name: string; type: string }[]> {
    return (await this.columns()).get('users') ?? [];
  }

  private async columns(): Promise<Map<string, { name: string; type: string }[]>> {
    const byTable = new Map<string, { name: string; type: string }[]>();
    for (const row of await this.schema.columns()) {
      const list = byTable.get(row.table) ?? [];
      list.push({ name: row.name, type: row.type });
      byTable.set(row.table, list);
    }
    return byTable;
  }
}
