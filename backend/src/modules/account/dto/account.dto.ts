import { LANGUAGE_CODES, PASSKEY_NAME_MAX, type Language } from '@pfe/contracts';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsDefined, IsIn, IsObject, IsOptional, IsString, IsUUID, Length, MaxLength, MinLength } from 'class-validator';
import { IsPassword, Optional, PASSWORD_RULE } from '../../../common/validation/validators';
import { trim } from '../../../common/validation/transforms';
import { MAX_PASSKEYS } from '../account.errors';

// class-validator runs the decorator nearest the property first.
/** PUT /api/account/settings: the settings to change (at least one; the others stay as they are). */
export class UpdateSettingsDto {
  @Optional()
  @IsBoolean({ message: 'Discreet mode must be true or false' })
  discreetMode?: boolean;

  @Optional()
  @IsBoolean({ message: 'Quick exit keeps me signed in must be true or false' })
  quickExitKeepsSignedIn?: boolean;

  @Optional()
  @IsIn(LANGUAGE_CODES, { message: `Language must be one of: ${LANGUAGE_CODES.join(', ')}` })
  language?: Language;
}

export class ChangePasswordDto {
  @MaxLength(128, { message: 'Current password must be at most 128 characters' })
  @MinLength(1, { message: 'Current password is required' })
  @IsString({ message: 'Current password is required' })
  currentPassword: string;

  @IsPassword({ message: PASSWORD_RULE })
  @Length(10, 128, { message: 'New password must be 10 to 128 characters' })
  @IsString({ message: 'New password is required' })
  newPassword: string;

  /** Also remove every passkey (a member who thinks a device or a session was stolen). */
  @IsBoolean({ message: 'removePasskeys must be true or false' })
  @IsOptional()
  removePasskeys?: boolean;
}

/** The current password, asked before an irreversible or credential-adding step. */
export class PasswordConfirmationDto {
  @MaxLength(128, { message: 'Password must be at most 128 characters' })
  @MinLength(1, { message: 'Enter your password to confirm' })
  @IsString({ message: 'Enter your password to confirm' })
  password: string;
}

export class DeleteAccountDto extends PasswordConfirmationDto {}

/** The browser's WebAuthn answer, checked field by field by @simplewebauthn/server. */
export class PasskeyAuthenticationDto {
  @IsObject({ message: 'A passkey response is required' })
  @IsDefined({ message: 'A passkey response is required' })
  response: Record<string, unknown>;
}

export class PasskeyRegistrationDto extends PasskeyAuthenticationDto {
  @Transform(trim)
  @MaxLength(PASSKEY_NAME_MAX, { message: `Name must be at most ${PASSKEY_NAME_MAX} characters` })
  @MinLength(1, { message: 'Give this passkey a name' })
  @IsString({ message: 'Give this passkey a name' })
  name: string;
}

/**
 * POST /api/account/secure (Safety Check): her password, the passkeys she keeps (none when left
 * out; each must be one of hers) and, if she wants one, a new password (the change-password rule).
 */
export class SecureAccountDto extends PasswordConfirmationDto {
  @Optional()
  @IsUUID('all', { each: true, message: 'keepPasskeyIds must be passkey ids' })
  @ArrayMaxSize(MAX_PASSKEYS, { message: `keepPasskeyIds can name at most ${MAX_PASSKEYS} passkeys` })
  @IsArray({ message: 'keepPasskeyIds must be a list of passkey ids' })
  keepPasskeyIds?: string[];

  @Optional()
  @IsPassword({ message: PASSWORD_RULE })
  @Length(10, 128, { message: 'New password must be 10 to 128 characters' })
  @IsString({ message: 'New password must be text' })
  newPassword?: string;
}
