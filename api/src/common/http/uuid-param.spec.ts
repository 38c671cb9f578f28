import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ArgumentMetadata, BadRequestException } from '@nestjs/common';
import { describe, expect, it } from 'vitest';
import { SearchNotFoundError } from '../../search/search.errors.js';
import { uuidPipe } from './uuid-param.js';

const PARAM: ArgumentMetadata = { type: 'param', data: 'id' };
const ID = '3f2b8c1e-9d4a-4e7b-8c2d-1a5f6e7b8c9d';

describe('uuidPipe', () => {
  it('passes a UUID through as it is, in either case', async () => {
    expect(await uuidPipe().transform(ID, PARAM)).toBe(ID);
    expect(await uuidPipe().transform(ID.toUpperCase(), PARAM)).toBe(ID.toUpperCase());
  });

  it('answers 400 with a sentence for anything else', async () => {
    for (const bad of ['not-a-uuid', `${ID}x`, `${ID}' OR 1=1`, '', '3f2b8c1e9d4a4e7b8c2d1a5f6e7b8c9d']) {
      const error = await uuidPipe('search id')
        .transform(bad, PARAM)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BadRequestException);
      expect((error as BadRequestException).message).toBe('The search id in the address must be a UUID.');
    }
  });

  it("answers the route's own error when it has one", async () => {
    await expect(uuidPipe('id', () => new SearchNotFoundError()).transform('42', PARAM)).rejects.toBeInstanceOf(
      SearchNotFoundError,
    );
  });
});

describe('path ids', () => {
  it('are read only through UuidParam, never a bare @Param', () => {
    const src = fileURLToPath(new URL('../..', import.meta.url));
    const bare = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.controller.ts'))
      .filter((file) => /@Param\(/.test(readFileSync(join(src, file), 'utf8')));
    expect(bare).toEqual([]);
  });
});
