import { Injectable } from '@nestjs/common';
import { MAX_EXTENSION_TOKENS, type CreateExtensionTokenResponse, type ExtensionToken } from '@app/types';
import { hashToken, newToken } from './bearer-token.js';
import type { ExtensionTokenEntity } from './extension-token.entity.js';
import { ExtensionTokenNotFoundError, TooManyExtensionTokensError } from './extension-tokens.errors.js';
import { ExtensionTokensRepository } from './extension-tokens.repository.js';

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
  constructor(private readonly tokens: ExtensionTokensRepository) {}

  /** A new token; the secret is in this answer only. */
  async create(userId: string, label: string | undefined): Promise<CreateExtensionTokenResponse> {
    if ((await this.tokens.countByUser(userId)) >= MAX_EXTENSION_TOKENS) throw new TooManyExtensionTokensError();
    const token = newToken();
    const row = await this.tokens.insert({
      userId,
      tokenHash: hashToken(token),
      label: label?.trim() || DEFAULT_LABEL,
    });
    return { ...toDto(row), token };
  }

  async list(userId: string): Promise<ExtensionToken[]> {
    const rows = await this.tokens.listByUser(userId);
    return rows.map(toDto);
  }

  /** Removes one of the user's tokens; someone else's answers the same 404 as a missing one. */
  async revoke(userId: string, id: string): Promise<void> {
    if (!(await this.tokens.deleteOwned(userId, id))) throw new ExtensionTokenNotFoundError();
  }

  /** The owner and id of a live token, or null; notes when it was last used. */
  async authenticate(token: string): Promise<{ userId: string; tokenId: string } | null> {
    const row = await this.tokens.findByHash(hashToken(token));
    if (!row) return null;
    const now = new Date();
    if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
      await this.tokens.touch(row.id, now);
    }
    return { userId: row.userId, tokenId: row.id };
  }
}
