import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** The health check's one statement: whether the database answers. */
@Injectable()
export class HealthRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Resolves when the database answers a trivial query; rejects when it does not. */
  async ping(): Promise<void> {
    await this.dataSource.query('SELECT 1');
  }
}
