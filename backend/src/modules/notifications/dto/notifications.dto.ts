import { NOTIFICATIONS_PAGE_MAX, NOTIFICATIONS_PAGE_SIZE } from '@pfe/contracts';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsDefined, IsInt, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { Optional } from '../../../common/validation/validators';

/** `?before=<notification id>&limit=N`: a page, from the newest backwards. */
export class NotificationPageQuery {
  @Optional()
  @IsUUID('all', { message: 'before must be a notification id' })
  before?: string;

  @Optional()
  @Type(() => Number)
  @Max(NOTIFICATIONS_PAGE_MAX, { message: `limit must be 1 to ${NOTIFICATIONS_PAGE_MAX}` })
  @Min(1, { message: `limit must be 1 to ${NOTIFICATIONS_PAGE_MAX}` })
  @IsInt({ message: `limit must be 1 to ${NOTIFICATIONS_PAGE_MAX}` })
  limit: number = NOTIFICATIONS_PAGE_SIZE;
}

/** `{ids: [...]}` or `{all: true}` (the service refuses both and neither). */
export class MarkReadDto {
  @Optional()
  @IsUUID('all', { each: true, message: 'ids must be notification ids' })
  @ArrayMaxSize(NOTIFICATIONS_PAGE_MAX, { message: `ids can name at most ${NOTIFICATIONS_PAGE_MAX} notifications` })
  @ArrayMinSize(1, { message: 'ids must name at least one notification' })
  @IsArray({ message: 'ids must be a list of notification ids' })
  ids?: string[];

  @Optional()
  @IsBoolean({ message: 'all must be true' })
  all?: boolean;
}

export class UpdatePreferenceDto {
  // Which kinds exist is the registry's (the platform's and each sub-app's manifest entry): the service checks.
  @MaxLength(60, { message: 'kind must be a notification kind' })
  @IsString({ message: 'kind must be a notification kind' })
  @IsDefined({ message: 'kind is required' })
  kind: string;

  @IsBoolean({ message: 'inApp must be true or false' })
  @IsDefined({ message: 'inApp must be true or false' })
  inApp: boolean;

  @IsBoolean({ message: 'email must be true or false' })
  @IsDefined({ message: 'email must be true or false' })
  email: boolean;
}
