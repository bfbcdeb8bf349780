import { IsStrictDate } from '../../../common/validation/validators';
import { IsDefined, IsInt, IsOptional, Max, Min } from 'class-validator';

// class-validator runs the decorator nearest the property first.
export class CreateInviteDto {
  @Max(10_000, { message: 'Maximum uses must be at most 10,000' })
  @Min(1, { message: 'Maximum uses must be a positive whole number' })
  @IsInt({ message: 'Maximum uses must be a positive whole number' })
  @IsDefined({ message: 'Maximum uses is required' })
  maxUses: number;

  @IsOptional()
  @IsStrictDate({ message: 'Expiry must be a date' })
  expiresAt?: string | null;
}
