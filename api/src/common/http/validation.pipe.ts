import { type ArgumentMetadata, BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

/** Flattens nested class-validator errors into sentences a person can act on. */
function messages(errors: ValidationError[], prefix = ''): string[] {
  return errors.flatMap((e) => {
    const field = prefix ? `${prefix}.${e.property}` : e.property;
    const own = Object.values(e.constraints ?? {}).map((m) =>
      // class-validator's whitelist message names the property already.
      m.startsWith(`property ${e.property} `) ? `Unknown field '${field}' is not allowed` : m,
    );
    return [...own, ...messages(e.children ?? [], field)];
  });
}

/** Whether any string in `value` (its own keys and values included) holds a NUL. Bodies are depth-checked before. */
function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const current = stack.pop();
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return true;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (key.includes('\u0000')) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/** A UTF-16 surrogate without its pair: JSON may carry one (`"\udfff"`), but it is no Unicode text. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path of the first key or string in `value` that holds a lone surrogate (`imap.host`, `to`), or null. */
export function illFormedTextAt(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    const at = Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
    if (LONE_SURROGATE.test(key)) return at;
    const found = illFormedTextAt(child, at);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Global DTO validation: unknown fields and wrong types answer 400 with every problem listed. Two guards stand
 * around it. Before: text with a lone surrogate answers 400 naming its field, since validators that encode text
 * (an email address's) throw on it, a 500. After: a NUL still in a body, query or route parameter (free-text fields
 * drop theirs, see text-rules.ts) answers 400, so no NUL ever reaches PostgreSQL, which refuses it with a 500.
 * Bodies are depth-checked before either (json-depth.middleware.ts), so walking them recursively is safe.
 */
class InputValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'custom') {
      const field = illFormedTextAt(value, metadata.data ?? '');
      if (field !== null) {
        throw new BadRequestException(`${field || 'The request'} must be well-formed text (it holds a lone surrogate)`);
      }
    }
    const result: unknown = await super.transform(value, metadata);
    if (metadata.type !== 'custom' && containsNul(result)) {
      const what = metadata.data ?? (metadata.type === 'body' ? 'The request body' : 'The query string');
      throw new BadRequestException(`${what} must not contain NUL characters`);
    }
    return result;
  }
}

export function createValidationPipe(): ValidationPipe {
  return new InputValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new BadRequestException(messages(errors)),
  });
}
