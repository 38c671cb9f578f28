import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MAX_EXTENSION_TOKENS, type CreateExtensionTokenResponse, type ExtensionToken } from '@app/types';
import { Repository } from 'typeorm';
import { hashToken, newToken } from './bearer-token.js';
import { ExtensionTokenEntity } from './extension-token.entity.js';
import { ExtensionTokenNotFoundError, TooManyExtensionTokensError } from './extension-tokens.errors.js';

/** last_used_at is written at most this often per token, so every request does not write a row. */
const LAST_USED_RESOLUTION_MS = 60_000;

const DEFAULT_LABEL = 'Browser extension';

function toDto(row: ExtensionTokenEntity): ExtensionToken {
  return {
    id: row.id,
    label: row.label,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
  };
}

/** Device tokens of the browser extension: issued to a signed-in session, listed, revoked, checked. */
@Injectable()
export class ExtensionTokensService {
  constructor(@InjectRepository(ExtensionTokenEntity) private readonly tokens: Repository<ExtensionTokenEntity>) {}

  /** A new token; the secret is in this answer only. */
  async create(userId: string, label: string | undefined): Promise<CreateExtensionTokenResponse> {
    if ((await this.tokens.countBy({ userId })) >= MAX_EXTENSION_TOKENS) throw new TooManyExtensionTokensError();
    const token = newToken();
    const row = await this.tokens.save(
      this.tokens.create({ userId, tokenHash: hashToken(token), label: label?.trim() || DEFAULT_LABEL }),
    );
    return { ...toDto(row), token };
  }

  async list(userId: string): Promise<ExtensionToken[]> {
    const rows = await this.tokens.find({ where: { userId }, order: { createdAt: 'DESC' } });
    return rows.map(toDto);
  }

  /** Removes one of the user's tokens; someone else's answers the same 404 as a missing one. */
  async revoke(userId: string, id: string): Promise<void> {
    const result = await this.tokens.delete({ id, userId });
    if (!result.affected) throw new ExtensionTokenNotFoundError();
  }

  /** The owner and id of a live token, or null; notes when it was last used. */
  async authenticate(token: string): Promise<{ userId: string; tokenId: string } | null> {
    const row = await this.tokens.findOne({
      where: { tokenHash: hashToken(token) },
      select: { id: true, userId: true, lastUsedAt: true },
    });
    if (!row) return null;
    const now = new Date();
    if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
      await this.tokens.update({ id: row.id }, { lastUsedAt: now });
    }
    return { userId: row.userId, tokenId: row.id };
  }
}
