import { Transform } from 'class-transformer';
import { IsEmail, IsString, Length, MaxLength } from 'class-validator';
import { IsPassword, PASSWORD_RULE } from '../../../common/validation/validators';
import { trim } from '../../../common/validation/transforms';

// class-validator runs the decorator nearest the property first.
export class PasswordResetRequestDto {
  @Transform(trim)
  @MaxLength(254, { message: 'Email must be at most 254 characters' })
  @IsEmail({}, { message: 'Enter a valid email address' })
  email: string;
}

export class PasswordResetConfirmDto {
  @MaxLength(200, { message: 'This reset link is invalid, used or expired. Ask for a new one.' })
  @IsString({ message: 'This reset link is invalid, used or expired. Ask for a new one.' })
  token: string;

  @IsPassword({ message: PASSWORD_RULE })
  @Length(10, 128, { message: 'New password must be 10 to 128 characters' })
  @IsString({ message: 'New password is required' })
  newPassword: string;
}
