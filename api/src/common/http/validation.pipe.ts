import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

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

/** Global DTO validation: unknown fields and wrong types answer 400 with every problem listed. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new BadRequestException(messages(errors)),
  });
}
