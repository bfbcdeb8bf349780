import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsString, Length, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const trimToNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);

export class RegisterDto {
  @Transform(trim)
  @IsEmail({}, { message: 'Enter a valid email address' })
  @MaxLength(254, { message: 'Email must be at most 254 characters' })
  email: string;

  @IsString({ message: 'Password is required' })
  @Length(10, 128, { message: 'Password must be 10 to 128 characters' })
  password: string;

  @IsOptional()
  @Transform(trimToNull)
  @IsString({ message: 'First name must be text' })
  @MaxLength(100, { message: 'First name must be at most 100 characters' })
  firstName?: string | null;

  @IsOptional()
  @Transform(trimToNull)
  @IsString({ message: 'Last name must be text' })
  @MaxLength(100, { message: 'Last name must be at most 100 characters' })
  lastName?: string | null;
}
