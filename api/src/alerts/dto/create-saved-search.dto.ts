import type { CreateSavedSearchRequest } from '@app/types';
import { GenerateUrlDto } from '../../search/dto/generate-url.dto.js';

/** The search form's keyword, location and work type, with the same rules and messages. */
export class CreateSavedSearchDto extends GenerateUrlDto implements CreateSavedSearchRequest {}
