import { MESSAGE_PAGE_DEFAULT, MESSAGE_PAGE_MAX } from '@pfe/contracts';
import { Type } from 'class-transformer';
import { IsInt, IsUUID, Max, Min } from 'class-validator';
import { Optional } from '../../../common/validation/validators';

/**
 * `?before=<message id>&limit=N`: a page of history, from the newest backwards; or
 * `?after=<seq>&limit=N`: the first messages after that seq (catching up), oldest first.
 */
export class MessagePageQuery {
  @Optional()
  @IsUUID('all', { message: 'before must be a message id' })
  before?: string;

  @Optional()
  @Type(() => Number)
  @Min(0, { message: 'after must be a message sequence number' })
  @IsInt({ message: 'after must be a message sequence number' })
  after?: number;

  @Optional()
  @Type(() => Number)
  @Max(MESSAGE_PAGE_MAX, { message: `limit must be 1 to ${MESSAGE_PAGE_MAX}` })
  @Min(1, { message: `limit must be 1 to ${MESSAGE_PAGE_MAX}` })
  @IsInt({ message: `limit must be 1 to ${MESSAGE_PAGE_MAX}` })
  limit: number = MESSAGE_PAGE_DEFAULT;
}
