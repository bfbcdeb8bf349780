import { IsStrictDate } from '../../../common/validation/validators';
import { IsBoolean, IsDefined, IsOptional } from 'class-validator';
import { IsAmount } from '../../../common/money/amount.validator';

export class CreatePricingTierDto {
  @IsAmount({ message: 'Amount must be a positive number' })
  @IsDefined({ message: 'Amount is required' })
  amount: string | number;

  @IsOptional()
  @IsStrictDate({ message: 'Effective date must be a date' })
  effectiveDate?: string;

  @IsOptional()
  @IsBoolean({ message: 'isCurrentTier must be true or false' })
  isCurrentTier?: boolean;
}
