import type { UserDataExport } from '@app/types';
import type { Response } from 'express';
import type { UserDataExportFile } from './user-data-export.service.js';

/** Answers an export as a download named for the person; never cached anywhere. */
export function sendExportFile(res: Response, file: UserDataExportFile): UserDataExport {
  // exportFileName() keeps to [a-z0-9._-], so the name needs no quoting rules beyond the plain form.
  res.set({
    'Content-Disposition': `attachment; filename="${file.fileName}"`,
    'Cache-Control': 'private, no-store',
  });
  return file.data;
}
