import type { ConfirmDeliveryRequest } from '@app/types';
import { IsBoolean } from 'class-validator';

export class ConfirmDeliveryDto implements ConfirmDeliveryRequest {
  @IsBoolean({ message: 'sent must be true (it was sent) or false (it was not)' })
  sent!: boolean;
}
