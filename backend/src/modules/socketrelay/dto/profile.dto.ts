import { SOCKETRELAY_COUNTRIES, SOCKETRELAY_MESSAGES as M, SOCKETRELAY_PROFILE_FIELD_MAX as MAX } from '@pfe/contracts/socketrelay';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { trim } from '../../../common/validation/transforms';

/** The caller's own SocketRelay profile: each field required, trimmed, at most 100 characters (spec §5). */
export class SocketRelayProfileDto {
  @Transform(trim)
  @MaxLength(MAX, { message: `Display name must be at most ${MAX} characters` })
  @MinLength(1, { message: M.displayNameRequired })
  @IsString({ message: M.displayNameRequired })
  displayName: string;

  @Transform(trim)
  @MaxLength(MAX, { message: `City must be at most ${MAX} characters` })
  @MinLength(1, { message: M.cityRequired })
  @IsString({ message: M.cityRequired })
  city: string;

  @Transform(trim)
  @MaxLength(MAX, { message: `State must be at most ${MAX} characters` })
  @MinLength(1, { message: M.stateRequired })
  @IsString({ message: M.stateRequired })
  state: string;

  @Transform(trim)
  @IsIn(SOCKETRELAY_COUNTRIES, { message: 'Choose a country from the list' })
  @MinLength(1, { message: M.countryRequired })
  @IsString({ message: M.countryRequired })
  country: string;

  @IsOptional()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;
}
