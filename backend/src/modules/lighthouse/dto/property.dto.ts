import { LIGHTHOUSE_LIMITS as L, LIGHTHOUSE_PROPERTY_TYPES, LighthousePropertyType } from '@pfe/contracts/lighthouse';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { IsAmountOrZero } from '../../../common/money/amount.validator';
import { IsStrictDate, Optional } from '../../../common/validation/validators';
import { DATE_ONLY, IsBathrooms, IsTextList } from './lighthouse-validators';
import { trim, trimEach, trimToNull } from '../../../common/validation/transforms';

function required(label: string, max: number) {
  const decorators = [
    Transform(trim),
    MaxLength(max, { message: `${label} must be at most ${max} characters` }),
    MinLength(1, { message: `${label} is required` }),
    IsString({ message: `${label} is required` }),
  ];
  // Applied last to first, as stacked decorators are: the type check first, the length last.
  return (target: object, key: string) => [...decorators].reverse().forEach((d) => d(target, key));
}

/**
 * POST / PUT /api/lighthouse/properties: the whole listing (optional fields left out are cleared).
 * The forms call the rules `housingRules`; both names are accepted. Photos are not part of it: they
 * are uploaded one by one (POST .../photos), so a `photos` field is refused as unknown.
 */
export class PropertyDto {
  @required('Title', L.title)
  title: string;

  @required('Description', L.description)
  description: string;

  @Optional()
  @IsIn(LIGHTHOUSE_PROPERTY_TYPES, { message: `Property type must be one of: ${LIGHTHOUSE_PROPERTY_TYPES.join(', ')}` })
  propertyType?: LighthousePropertyType;

  @required('Address', L.address)
  address: string;

  @required('City', L.city)
  city: string;

  @required('State', L.state)
  state: string;

  @required('Zip code', L.zipCode)
  zipCode: string;

  @IsOptional()
  @Max(L.bedrooms, { message: `Bedrooms must be a whole number from 0 to ${L.bedrooms}` })
  @Min(0, { message: `Bedrooms must be a whole number from 0 to ${L.bedrooms}` })
  @IsInt({ message: `Bedrooms must be a whole number from 0 to ${L.bedrooms}` })
  bedrooms?: number | null;

  @IsOptional()
  @IsBathrooms()
  bathrooms?: number | string | null;

  @IsOptional()
  @IsAmountOrZero({ message: 'Monthly rent must be an amount from 0 with at most two decimals' })
  monthlyRent?: string | number | null;

  @IsOptional()
  @IsAmountOrZero({ message: 'Security deposit must be an amount from 0 with at most two decimals' })
  securityDeposit?: string | number | null;

  @IsOptional()
  @Matches(DATE_ONLY, { message: 'Available from must be a date (YYYY-MM-DD)' })
  @IsStrictDate({ message: 'Available from must be a date (YYYY-MM-DD)' })
  availableFrom?: string | null;

  @IsOptional()
  @Matches(DATE_ONLY, { message: 'Available until must be a date (YYYY-MM-DD)' })
  @IsStrictDate({ message: 'Available until must be a date (YYYY-MM-DD)' })
  availableUntil?: string | null;

  @Optional()
  @Max(L.maxOccupants, { message: `Max occupants must be a whole number from 1 to ${L.maxOccupants}` })
  @Min(1, { message: `Max occupants must be a whole number from 1 to ${L.maxOccupants}` })
  @IsInt({ message: `Max occupants must be a whole number from 1 to ${L.maxOccupants}` })
  maxOccupants?: number;

  @Optional()
  @Transform(trimEach)
  @IsTextList(L.amenities, L.amenity, { message: `Amenities must be a list of at most ${L.amenities} non-empty texts of at most ${L.amenity} characters` })
  amenities?: string[];

  @Transform(trimToNull)
  @IsOptional()
  @MaxLength(L.houseRules, { message: `House rules must be at most ${L.houseRules} characters` })
  @IsString({ message: 'House rules must be text' })
  houseRules?: string | null;

  @Transform(trimToNull)
  @IsOptional()
  @MaxLength(L.houseRules, { message: `House rules must be at most ${L.houseRules} characters` })
  @IsString({ message: 'House rules must be text' })
  housingRules?: string | null;

  @Optional()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;
}

/** PUT /api/lighthouse/admin/properties/:id */
export class AdminPropertyUpdateDto {
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive: boolean;
}
