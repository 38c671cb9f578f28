import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/**
 * Retention's SQL. It deletes across into the applications' table: retention sits below applications in the rooms'
 * order (it runs in the worker with only audit and queue beneath it), and the delete is the policy itself.
 */
/** Rows one delete removes at most, so a first run on years of history never holds one huge lock. */
export const DELETE_BATCH = 5000;

@Injectable()
export class RetentionRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Deletes up to DELETE_BATCH email applications sent (or, unsent, written) before the cut; answers how many went. */
  async deleteApplicationsBefore(cut: Date): Promise<number> {
    const [, n] = await this.dataSource.query<[unknown, number]>(
      `DELETE FROM email_applications WHERE id IN (
         SELECT id FROM email_applications WHERE coalesce(sent_at, created_at) < $1 LIMIT ${DELETE_BATCH})`,
      [cut],
    );
    return n;
  }
}
