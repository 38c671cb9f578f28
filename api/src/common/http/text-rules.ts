import { Transform } from 'class-transformer';
import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * C0 control characters and DEL, except tab, line feed and carriage return. PostgreSQL refuses NUL in text (a 500
 * if it got that far), and the others have no business in a name, a label or a one-line field (terminal escapes in
 * logs, invisible characters in an email header).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const hasControlCharacters = (text: string): boolean => CONTROL_CHARACTERS.test(text);

/**
 * Names, labels, search text and other one-line fields: a control character answers 400
 * "`<label>` must not contain control characters" (the label defaults to the property's name).
 */
export function NoControlCharacters(label?: string, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'noControlCharacters',
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || !hasControlCharacters(value),
        defaultMessage: (args) => `${label ?? args?.property ?? 'This field'} must not contain control characters`,
      },
    },
    options,
  );
}

/**
 * Free text a person pastes (a resume, a job description, an email body, a reason): NUL characters are dropped,
 * since PostgreSQL cannot store them and they carry no meaning; everything else is kept as typed.
 */
export const FreeText = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.replaceAll('\u0000', '') : value));
