import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { CompanyEntity } from './company.entity.js';

/** The companies table's SQL: one row per company slug, found or not. */
@Injectable()
export class CompaniesRepository {
  constructor(@InjectRepository(CompanyEntity) private readonly companies: Repository<CompanyEntity>) {}

  findBySlug(slug: string): Promise<CompanyEntity | null> {
    return this.companies.findOneBy({ slug });
  }

  /** A new, unsaved row. */
  create(fields: Partial<CompanyEntity>): CompanyEntity {
    return this.companies.create(fields);
  }

  /** Writes the row by its slug and reads it back as stored. */
  async upsertBySlug(row: CompanyEntity): Promise<CompanyEntity> {
    await this.companies.upsert(row, { conflictPaths: ['slug'] });
    return this.companies.findOneByOrFail({ slug: row.slug });
  }

  /** The rows of companies the site has, for these slugs. */
  findFoundBySlugs(slugs: readonly string[]): Promise<CompanyEntity[]> {
    return this.companies.findBy({ slug: In([...slugs]), found: true });
  }
}
