import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength, registerDecorator, ValidateIf } from 'class-validator';
import { GENDER_PREFERENCES, GENDERS, SAME_TIMEZONE_NEEDS_TIMEZONE, SUPPORTMATCH_COUNTRIES, SUPPORTMATCH_TIMEZONES, TIMEZONE_PREFERENCES } from '@pfe/contracts/supportmatch';

const trimToNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);
const present = (_o: unknown, value: unknown) => value !== null && value !== undefined;

/** Wants a partner in the same timezone: `same_timezone`, or no preference (the default). */
const wantsSameTimezone = (o: { timezonePreference?: unknown }) => o.timezonePreference === undefined || o.timezonePreference === null || o.timezonePreference === 'same_timezone';

/**
 * `@GivenForSameTimezone()` on `timezone`: a profile that wants a partner in the same timezone must
 * say which one it is in (else it could never be matched, and nobody would tell the member).
 */
function GivenForSameTimezone(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'givenForSameTimezone',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: SAME_TIMEZONE_NEEDS_TIMEZONE },
      validator: { validate: (value: unknown) => value !== null && value !== undefined },
    });
}

/**
 * The caller's own SupportMatch profile. Only these fields are accepted (anything else is a 400).
 * Every field is optional (spec §5), the nickname too: it is the only name a partner ever sees, and
 * without one she sees "Partner" (UNNAMED_PARTNER). A profile that wants a partner in the same
 * timezone (`same_timezone`, also the default) must give its timezone.
 */
export class ProfileDto {
  @Transform(trimToNull)
  @ValidateIf(present)
  @MaxLength(100, { message: 'Nickname must be at most 100 characters' })
  @IsString({ message: 'Nickname must be text' })
  nickname?: string | null;

  @Transform(trimToNull)
  @ValidateIf(present)
  @IsIn(GENDERS, { message: `Gender must be one of: ${GENDERS.join(', ')}` })
  gender?: string | null;

  @Transform(trimToNull)
  @ValidateIf(present)
  @IsIn(GENDER_PREFERENCES, { message: `Partner gender preference must be one of: ${GENDER_PREFERENCES.join(', ')}` })
  genderPreference?: string | null;

  @Transform(trimToNull)
  @ValidateIf(present)
  @MaxLength(100, { message: 'City must be at most 100 characters' })
  @IsString({ message: 'City must be text' })
  city?: string | null;

  @Transform(trimToNull)
  @ValidateIf(present)
  @MaxLength(100, { message: 'State must be at most 100 characters' })
  @IsString({ message: 'State must be text' })
  state?: string | null;

  @Transform(trimToNull)
  @ValidateIf(present)
  @IsIn(SUPPORTMATCH_COUNTRIES, { message: 'Choose a country from the list' })
  country?: string | null;

  @Transform(trimToNull)
  @ValidateIf((o: ProfileDto, value: unknown) => present(o, value) || wantsSameTimezone(o))
  @IsIn(SUPPORTMATCH_TIMEZONES, { message: 'Choose a timezone from the list' })
  @GivenForSameTimezone()
  timezone?: string | null;

  @IsOptional()
  @IsIn(TIMEZONE_PREFERENCES, { message: `Timezone preference must be one of: ${TIMEZONE_PREFERENCES.join(', ')}` })
  timezonePreference?: string;

  @IsOptional()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;
}
