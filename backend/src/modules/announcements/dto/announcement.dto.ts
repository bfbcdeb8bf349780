import { ANNOUNCEMENT_TYPES, AnnouncementType } from '@pfe/contracts';
import { IsStrictDate } from '../../../common/validation/validators';
import { Transform } from 'class-transformer';
import { IsBoolean, IsDefined, IsIn, IsOptional, IsString, Length, MaxLength, ValidateIf } from 'class-validator';
import { trim } from '../../../common/validation/transforms';

// class-validator runs the decorator nearest the property first.
export class AnnouncementDto {
  @Transform(trim)
  @MaxLength(200, { message: 'Title must be at most 200 characters' })
  @Length(1, 200, { message: 'Title is required' })
  @IsString({ message: 'Title is required' })
  @IsDefined({ message: 'Title is required' })
  title: string;

  @Transform(trim)
  @MaxLength(5000, { message: 'Content must be at most 5,000 characters' })
  @Length(1, 5000, { message: 'Content is required' })
  @IsString({ message: 'Content is required' })
  @IsDefined({ message: 'Content is required' })
  content: string;

  @IsOptional()
  @IsIn(ANNOUNCEMENT_TYPES, { message: `Type must be one of: ${ANNOUNCEMENT_TYPES.join(', ')}` })
  type?: AnnouncementType;

  @IsOptional()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;

  @IsOptional()
  @IsBoolean({ message: 'showOnLogin must be true or false' })
  showOnLogin?: boolean;

  @IsOptional()
  @IsBoolean({ message: 'showOnSignInPage must be true or false' })
  showOnSignInPage?: boolean;

  @ValidateIf((_o, value) => value !== null && value !== undefined && value !== '')
  @IsStrictDate({ message: 'Expiry must be a date' })
  expiresAt?: string | null;
}
