import { PAYMENT_METHODS, PaymentMethod } from '@pfe/contracts';
import { IsStrictDate } from '../../../common/validation/validators';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsOptional, IsString, IsUUID, Matches, MaxLength, ValidateIf } from 'class-validator';
import { IsAmount } from '../../../common/money/amount.validator';

const trimToNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);

// class-validator runs the decorator nearest the property first.
export class RecordPaymentDto {
  @IsUUID('all', { message: 'Choose a user' })
  @IsDefined({ message: 'Choose a user' })
  userId: string;

  @IsAmount({ message: 'Amount must be greater than 0, with at most two decimals, up to 99,999,999.99' })
  @IsDefined({ message: 'Amount is required' })
  amount: string | number;

  @IsStrictDate({ message: 'Payment date must be a valid date' })
  @IsDefined({ message: 'Payment date is required' })
  paymentDate: string;

  @IsOptional()
  @IsIn(PAYMENT_METHODS, { message: `Payment method must be one of: ${PAYMENT_METHODS.join(', ')}` })
  paymentMethod?: PaymentMethod;

  @IsOptional()
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'Billing month must look like 2026-11' })
  billingMonth?: string;

  @Transform(trimToNull)
  @ValidateIf((_o, value) => value !== null && value !== undefined)
  @MaxLength(500, { message: 'Notes must be at most 500 characters' })
  @IsString({ message: 'Notes must be text' })
  notes?: string | null;
}
