import { DEFAULT_SLEEP_STORY_CATEGORY, SLEEP_STORY_CATEGORIES, SLEEP_STORY_LIMITS, SleepStoryCategory } from '@pfe/contracts/sleepstories';
import { Transform } from 'class-transformer';
import { Optional } from '../../../common/validation/validators';
import { IsBoolean, IsDefined, IsIn, IsInt, IsString, IsUrl, Matches, Max, MaxLength, Min, MinLength, ValidateIf } from 'class-validator';
import { trim } from '../../../common/validation/transforms';

/** An optional URL: blank or null means none. */
const blankToNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);
const URL_RULE = { protocols: ['http', 'https'], require_protocol: true, require_host: true, require_tld: false };
const DURATION_RULE = 'Duration must be a positive number (in seconds)';

/**
 * Spec §5 "Sleep story", messages verbatim. POST and PUT take the whole record (PUT replaces it:
 * an optional field left out is cleared or back to its default).
 */
// class-validator runs the decorator nearest the property first.
export class SleepStoryDto {
  @Transform(trim)
  @MaxLength(SLEEP_STORY_LIMITS.title, { message: `Title must be at most ${SLEEP_STORY_LIMITS.title} characters` })
  @MinLength(1, { message: 'Title is required' })
  @IsString({ message: 'Title is required' })
  @IsDefined({ message: 'Title is required' })
  title: string;

  @Transform(trim)
  @MaxLength(SLEEP_STORY_LIMITS.description, { message: `Description must be at most 5,000 characters` })
  @MinLength(1, { message: 'Description is required' })
  @IsString({ message: 'Description is required' })
  @IsDefined({ message: 'Description is required' })
  description: string;

  @Max(SLEEP_STORY_LIMITS.durationSeconds, { message: `Duration must be at most ${SLEEP_STORY_LIMITS.durationSeconds} seconds (24 hours)` })
  @Min(1, { message: DURATION_RULE })
  @IsInt({ message: DURATION_RULE })
  @IsDefined({ message: 'Duration is required' })
  duration: number;

  /**
   * Optional (issue 21 item 15): blank or null means none. The service requires it of an active
   * story without audio of its own ('Wistia Media ID is required').
   */
  @Transform(blankToNull)
  @ValidateIf((_o, value) => value !== null && value !== undefined)
  @Matches(/^[A-Za-z0-9_-]+$/, { message: 'Wistia Media ID may contain only letters, digits, - and _' })
  @MaxLength(SLEEP_STORY_LIMITS.wistiaMediaId, { message: `Wistia Media ID must be at most ${SLEEP_STORY_LIMITS.wistiaMediaId} characters` })
  @IsString({ message: 'Wistia Media ID may contain only letters, digits, - and _' })
  wistiaMediaId?: string | null;

  @Transform(blankToNull)
  @ValidateIf((_o, value) => value !== null && value !== undefined)
  @IsUrl(URL_RULE, { message: 'Download URL must be an http or https address' })
  @MaxLength(SLEEP_STORY_LIMITS.url, { message: `Download URL must be at most ${SLEEP_STORY_LIMITS.url} characters` })
  @IsString({ message: 'Download URL must be an http or https address' })
  downloadUrl?: string | null;

  @Optional()
  @IsIn(SLEEP_STORY_CATEGORIES, { message: `Category is required (one of: ${SLEEP_STORY_CATEGORIES.join(', ')})` })
  category?: SleepStoryCategory;

  @Transform(blankToNull)
  @ValidateIf((_o, value) => value !== null && value !== undefined)
  @IsUrl(URL_RULE, { message: 'Thumbnail URL must be an http or https address' })
  @MaxLength(SLEEP_STORY_LIMITS.url, { message: `Thumbnail URL must be at most ${SLEEP_STORY_LIMITS.url} characters` })
  @IsString({ message: 'Thumbnail URL must be an http or https address' })
  thumbnailUrl?: string | null;

  @Optional()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;
}

export const DEFAULT_CATEGORY = DEFAULT_SLEEP_STORY_CATEGORY;

export class SleepStoryProgressDto {
  @Max(SLEEP_STORY_LIMITS.durationSeconds, { message: 'Position must be between 0 and the story’s duration' })
  @Min(0, { message: 'Position must be between 0 and the story’s duration' })
  @IsInt({ message: 'Position must be a whole number of seconds' })
  @IsDefined({ message: 'Position is required' })
  positionSeconds: number;
}
