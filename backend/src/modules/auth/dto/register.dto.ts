import { IsPassword, PASSWORD_RULE } from '../../../common/validation/validators';
import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsString, Length, MaxLength } from 'class-validator';
import { trim } from '../../../common/validation/transforms';

const trimToNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);

export class RegisterDto {
  // class-validator runs the decorator nearest the property first.
  @Transform(trim)
  @MaxLength(254, { message: 'Email must be at most 254 characters' })
  @IsEmail({}, { message: 'Enter a valid email address' })
  email: string;

  @IsPassword({ message: PASSWORD_RULE })
  @Length(10, 128, { message: 'Password must be 10 to 128 characters' })
  @IsString({ message: 'Password is required' })
  password: string;

  @IsOptional()
  @Transform(trimToNull)
  @MaxLength(100, { message: 'First name must be at most 100 characters' })
  @IsString({ message: 'First name must be text' })
  firstName?: string | null;

  @IsOptional()
  @Transform(trimToNull)
  @MaxLength(100, { message: 'Last name must be at most 100 characters' })
  @IsString({ message: 'Last name must be text' })
  lastName?: string | null;
}
