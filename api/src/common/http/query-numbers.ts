import { Transform } from 'class-transformer';

/**
 * A whole number written in a query string: decimal digits only. `Number()` (class-transformer's `@Type(() =>
 * Number)`) also reads "0x10" as 16, "1e3" as 1000 and " 7 " as 7; those become NaN here, so the field's `@IsInt`
 * refuses them with its own sentence. A number that is already a number (a JSON body) passes as it is.
 */
export const DecimalDigits = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? (/^\d{1,15}$/.test(value) ? Number(value) : Number.NaN) : value,
  );
