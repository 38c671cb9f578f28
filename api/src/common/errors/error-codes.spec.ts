import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_ERROR_CODES } from '@app/types';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../..', import.meta.url));

/** The API's own source: every .ts file under api/src but the specs and migrations. */
function sourceText(): string {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts') && !file.includes('migrations'))
    .map((file) => readFileSync(join(SRC, file), 'utf8'))
    .join('\n');
}

// DomainError's `code` is typed ApiErrorCode, so the compiler already refuses a code outside the union. This is the
// other direction: a code the union lists but nothing raises would have clients branch on an answer that never comes.
describe('ApiErrorCode', () => {
  it('lists only codes the API raises, each once', () => {
    const text = sourceText();
    const unused = API_ERROR_CODES.filter((code) => !text.includes(`'${code}'`));
    expect(unused).toEqual([]);
    expect(new Set(API_ERROR_CODES).size).toBe(API_ERROR_CODES.length);
  });
});
