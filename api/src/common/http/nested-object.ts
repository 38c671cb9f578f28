import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsObject, ValidateNested } from 'class-validator';

/**
 * A field that holds one nested DTO. `ValidateNested` alone lets a list through (it validates each item, and `[]`
 * has none), so the handler got an array where it reads an object, a 500; this answers 400 for a list or a value.
 */
export const NestedObject = (dto: () => new () => object): PropertyDecorator =>
  applyDecorators(
    IsObject({ message: ({ property }) => `${property} must be an object of fields, not a list or a single value` }),
    ValidateNested(),
    Type(dto),
  );
