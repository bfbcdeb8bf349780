import { LIGHTHOUSE_LIMITS as L, LIGHTHOUSE_PROFILE_TYPES, LighthouseProfileType } from '@pfe/contracts/lighthouse';
import { Transform } from 'class-transformer';
import { IsBoolean, IsDefined, IsIn, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { IsAmountOrZero } from '../../../common/money/amount.validator';
import { IsStrictDate, Optional } from '../../../common/validation/validators';
import { DATE_ONLY } from './lighthouse-validators';
import { trim, trimToNull } from '../../../common/validation/transforms';

const TYPE_MESSAGE = `Profile type must be one of: ${LIGHTHOUSE_PROFILE_TYPES.join(', ')}`;

/** The fields of a LightHouse profile but its type; the whole profile is sent each time (fields left out are cleared). */
class LighthouseProfileFieldsDto {
  @Transform(trim)
  @MaxLength(L.displayName, { message: `Display name must be at most ${L.displayName} characters` })
  @MinLength(1, { message: 'Display name is required' })
  @IsString({ message: 'Display name is required' })
  displayName: string;

  @Transform(trimToNull)
  @IsOptional()
  @MaxLength(L.bio, { message: `Bio must be at most ${L.bio} characters` })
  @IsString({ message: 'Bio must be text' })
  bio?: string | null;

  @Transform(trimToNull)
  @IsOptional()
  @Matches(/^\+?[0-9][0-9 ().-]*$/, { message: 'Phone number may contain digits, spaces, +, -, ( and ) only' })
  @MaxLength(L.phoneNumber, { message: `Phone number must be at most ${L.phoneNumber} characters` })
  @IsString({ message: 'Phone number must be text' })
  phoneNumber?: string | null;

  @Transform(trimToNull)
  @IsOptional()
  @MaxLength(L.housingNeeds, { message: `Housing needs must be at most ${L.housingNeeds} characters` })
  @IsString({ message: 'Housing needs must be text' })
  housingNeeds?: string | null;

  @IsOptional()
  @Matches(DATE_ONLY, { message: 'Move-in date must be a date (YYYY-MM-DD)' })
  @IsStrictDate({ message: 'Move-in date must be a date (YYYY-MM-DD)' })
  moveInDate?: string | null;

  @IsOptional()
  @IsAmountOrZero({ message: 'Minimum budget must be an amount from 0 with at most two decimals' })
  budgetMin?: string | number | null;

  @IsOptional()
  @IsAmountOrZero({ message: 'Maximum budget must be an amount from 0 with at most two decimals' })
  budgetMax?: string | number | null;

  @Optional()
  @IsBoolean({ message: 'hasProperty must be true or false' })
  hasProperty?: boolean;

  @Optional()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;
}

/** POST /api/lighthouse/profile: `profileType` (seeker or host) is required and fixed afterwards. */
export class CreateLighthouseProfileDto extends LighthouseProfileFieldsDto {
  @IsIn(LIGHTHOUSE_PROFILE_TYPES, { message: TYPE_MESSAGE })
  @IsDefined({ message: 'Choose whether you are looking for housing (seeker) or offering it (host)' })
  profileType: LighthouseProfileType;
}

/** PUT /api/lighthouse/profile: `profileType` may be sent again but never changed (400). */
export class UpdateLighthouseProfileDto extends LighthouseProfileFieldsDto {
  @Optional()
  @IsIn(LIGHTHOUSE_PROFILE_TYPES, { message: TYPE_MESSAGE })
  profileType?: LighthouseProfileType;
}
