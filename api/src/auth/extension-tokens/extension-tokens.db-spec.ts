import { MAX_EXTENSION_TOKENS } from '@app/types';
import { describe, expect, it } from 'vitest';
import { insertUser, serviceDataSource } from '../../../test/support/service-database.js';
import { ExtensionTokenEntity } from './extension-token.entity.js';
import { ExtensionTokenNotFoundError, TooManyExtensionTokensError } from './extension-tokens.errors.js';
import { ExtensionTokensRepository } from './extension-tokens.repository.js';
import { ExtensionTokensService } from './extension-tokens.service.js';

const ds = await serviceDataSource();
const tokens = new ExtensionTokensService(new ExtensionTokensRepository(ds.getRepository(ExtensionTokenEntity)));

describe('ExtensionTokensService on PostgreSQL', () => {
  it('signs a token in as its owner, and stores only its hash', async () => {
    const user = await insertUser(ds);
    const created = await tokens.create(user.id, '  Work laptop  ');
    expect(created.label).toBe('Work laptop');
    expect(await tokens.authenticate(created.token)).toEqual({ userId: user.id, tokenId: created.id });
    const [row] = await ds.query<[{ token_hash: string }]>('SELECT * FROM extension_tokens WHERE id = $1', [
      created.id,
    ]);
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.token.slice(4));
  });

  it('notes when a token was last used, and lists it without the secret', async () => {
    const user = await insertUser(ds);
    const created = await tokens.create(user.id, undefined);
    expect(created.lastUsedAt).toBeNull();
    await tokens.authenticate(created.token);
    const [listed] = await tokens.list(user.id);
    expect(listed).toEqual({
      id: created.id,
      label: 'Browser extension',
      createdAt: created.createdAt,
      lastUsedAt: expect.any(String),
    });
    expect(listed).not.toHaveProperty('token');
  });

  it("refuses a revoked token, and answers someone else's token as not found without revoking it", async () => {
    const owner = await insertUser(ds);
    const other = await insertUser(ds);
    const created = await tokens.create(owner.id, 'Home');
    await expect(tokens.revoke(other.id, created.id)).rejects.toBeInstanceOf(ExtensionTokenNotFoundError);
    expect(await tokens.authenticate(created.token)).not.toBeNull();
    await tokens.revoke(owner.id, created.id);
    expect(await tokens.authenticate(created.token)).toBeNull();
    await expect(tokens.revoke(owner.id, created.id)).rejects.toBeInstanceOf(ExtensionTokenNotFoundError);
  });

  it(`issues at most ${MAX_EXTENSION_TOKENS} tokens per user`, async () => {
    const user = await insertUser(ds);
    for (let i = 0; i < MAX_EXTENSION_TOKENS; i++) await tokens.create(user.id, `Browser ${i}`);
    await expect(tokens.create(user.id, 'One more')).rejects.toBeInstanceOf(TooManyExtensionTokensError);
    expect(await tokens.list((await insertUser(ds)).id)).toEqual([]);
  });

  it('goes with its owner when the account is deleted', async () => {
    const user = await insertUser(ds);
    const created = await tokens.create(user.id, 'Laptop');
    await ds.query('DELETE FROM users WHERE id = $1', [user.id]);
    expect(await tokens.authenticate(created.token)).toBeNull();
  });
});
