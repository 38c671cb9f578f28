import { Injectable } from '@nestjs/common';
import type { UserDataExport } from '@app/types';
import { AuditLogService } from '../audit/audit-log.service.js';
import { omittedBecause } from './export-columns.js';
import { AccountNotFoundError } from './account.errors.js';
import { exportFileName } from './export-file-name.js';
import { UserDataCatalog } from './user-data-catalog.js';
import { UserDataRepository } from './user-data.repository.js';

export interface UserDataExportFile {
  fileName: string;
  data: UserDataExport;
}

/**
 * A person's data as one JSON document: their `users` row and their rows of every table the catalog finds (so a new
 * table is exported without anyone adding it here), minus secrets and file bytes, which `omitted` names.
 */
@Injectable()
export class UserDataExportService {
  constructor(
    private readonly rows: UserDataRepository,
    private readonly catalog: UserDataCatalog,
    private readonly audit: AuditLogService,
  ) {}

  async export(userId: string, now = new Date()): Promise<UserDataExportFile> {
    const omitted: UserDataExport['omitted'] = {};
    const userColumns = this.keptColumns('users', await this.catalog.userColumns(), omitted);
    // One snapshot: rows added while the export runs never half-appear.
    return this.rows.snapshot(async (tx) => {
      const account = await this.rows.accountRow(tx, userColumns, userId);
      if (!account) throw new AccountNotFoundError();
      const tables: UserDataExport['tables'] = {};
      for (const table of await this.catalog.tables()) {
        const columns = this.keptColumns(table.table, table.columns, omitted);
        const rows = await this.rows.rowsOf(tx, table, columns, userId);
        if (rows.length) tables[table.table] = rows;
      }
      const data: UserDataExport = {
        format: 'jobreach-user-data/1',
        exportedAt: now.toISOString(),
        userId,
        account,
        tables,
        omitted,
        staffAccess: await this.audit.accessTo(userId),
      };
      return { fileName: exportFileName(String(account.email), now), data };
    });
  }

  /** The columns to export: all but secrets and bytes; what is left out is noted per table. */
  private keptColumns(
    table: string,
    columns: { name: string; type: string }[],
    omitted: UserDataExport['omitted'],
  ): string[] {
    const kept: string[] = [];
    for (const column of columns) {
      const why = omittedBecause(column);
      if (why) (omitted[table] ??= {})[column.name] = why;
      else kept.push(column.name);
    }
    return kept;
  }
}
