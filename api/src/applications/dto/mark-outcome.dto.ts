import { APPLICATION_OUTCOMES, type ApplicationOutcome, type MarkOutcomeRequest } from '@app/types';
import { IsDefined, IsIn, ValidateIf } from 'class-validator';

export class MarkOutcomeDto implements MarkOutcomeRequest {
  @IsDefined({ message: `outcome is required: one of ${APPLICATION_OUTCOMES.join(', ')}, or null to clear it` })
  @ValidateIf((_, value) => value !== null)
  @IsIn(APPLICATION_OUTCOMES, {
    message: `outcome must be one of ${APPLICATION_OUTCOMES.join(', ')}, or null to clear it`,
  })
  outcome!: ApplicationOutcome | null;
}
