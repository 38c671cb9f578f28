import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** The search_quota_usage table's SQL: one counter per user and calendar month (YYYY-MM-01). */
@Injectable()
export class SearchQuotaRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Counts one search in one statement that only succeeds under `limit`, so concurrent starts cannot overshoot.
   * False when the month's count had already reached it.
   */
  async incrementUnder(userId: string, month: string, limit: number): Promise<boolean> {
    const rows = await this.dataSource.query<{ searches: number }[]>(
      `INSERT INTO search_quota_usage (user_id, month, searches) VALUES ($1, $2, 1)
       ON CONFLICT (user_id, month) DO UPDATE
         SET searches = search_quota_usage.searches + 1, updated_at = now()
         WHERE search_quota_usage.searches < $3
       RETURNING searches`,
      [userId, month, limit],
    );
    return rows.length > 0;
  }

  /** Takes one search back, never below zero. */
  async decrement(userId: string, month: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE search_quota_usage SET searches = searches - 1, updated_at = now()
        WHERE user_id = $1 AND month = $2 AND searches > 0`,
      [userId, month],
    );
  }

  /** The month's count; 0 before the first search. */
  async searchesIn(userId: string, month: string): Promise<number> {
    const rows = await this.dataSource.query<{ searches: number }[]>(
      `SELECT searches FROM search_quota_usage WHERE user_id = $1 AND month = $2`,
      [userId, month],
    );
    return rows[0]?.searches ?? 0;
  }
}
