import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ExtensionTokenEntity } from './extension-token.entity.js';

/** The extension_tokens table's SQL: tokens are found by their hash, never stored in clear. */
@Injectable()
export class ExtensionTokensRepository {
  constructor(@InjectRepository(ExtensionTokenEntity) private readonly tokens: Repository<ExtensionTokenEntity>) {}

  countByUser(userId: string): Promise<number> {
    return this.tokens.countBy({ userId });
  }

  insert(fields: Pick<ExtensionTokenEntity, 'userId' | 'tokenHash' | 'label'>): Promise<ExtensionTokenEntity> {
    return this.tokens.save(this.tokens.create(fields));
  }

  /** The user's tokens, newest first. */
  listByUser(userId: string): Promise<ExtensionTokenEntity[]> {
    return this.tokens.find({ where: { userId }, order: { createdAt: 'DESC' } });
  }

  /** Deletes the user's token; false when the user has no such token. */
  async deleteOwned(userId: string, id: string): Promise<boolean> {
    const result = await this.tokens.delete({ id, userId });
    return !!result.affected;
  }

  /** The token with this hash: only its id, owner and last use. */
  findByHash(tokenHash: string): Promise<Pick<ExtensionTokenEntity, 'id' | 'userId' | 'lastUsedAt'> | null> {
    return this.tokens.findOne({ where: { tokenHash }, select: { id: true, userId: true, lastUsedAt: true } });
  }

  async touch(id: string, at: Date): Promise<void> {
    await this.tokens.update({ id }, { lastUsedAt: at });
  }
}
