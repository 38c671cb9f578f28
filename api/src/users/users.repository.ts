import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { UserEntity } from './user.entity.js';

/** The saved resume as the current-user call shows it. */
export interface UserResumeRow {
  text: string;
  file_name: string;
  uploaded_at: Date;
}

/** The users table's SQL. */
@Injectable()
export class UsersRepository {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  findById(id: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }

  findByIdOrFail(id: string): Promise<UserEntity> {
    return this.users.findOneByOrFail({ id });
  }

  findByIdentity(issuer: string, subject: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ oidcIssuer: issuer, oidcSubject: subject });
  }

  findByEmail(email: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ email });
  }

  /** A new, unsaved row. */
  create(fields: Partial<UserEntity>): UserEntity {
    return this.users.create(fields);
  }

  save(user: UserEntity): Promise<UserEntity> {
    return this.users.save(user);
  }

  async updateNames(id: string, names: Partial<Pick<UserEntity, 'firstName' | 'lastName'>>): Promise<void> {
    await this.users.update({ id }, names);
  }

  /**
   * The user's saved resume, if any. Read across into resume's table: resume sits above users in the rooms'
   * order, so users cannot ask its service.
   */
  async resumeOf(userId: string): Promise<UserResumeRow | undefined> {
    const rows = await this.users.manager.query<UserResumeRow[]>(
      'SELECT text, file_name, uploaded_at FROM resumes WHERE user_id = $1',
      [userId],
    );
    return rows[0];
  }
}
