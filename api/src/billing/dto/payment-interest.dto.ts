import type { PaymentInterestRequest } from '@app/types';
import { IsBoolean } from 'class-validator';

export class PaymentInterestDto implements PaymentInterestRequest {
  @IsBoolean({ message: 'wouldPay must be true or false' })
  wouldPay!: boolean;
}
