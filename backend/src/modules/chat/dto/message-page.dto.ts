import { MESSAGE_PAGE_DEFAULT, MESSAGE_PAGE_MAX } from '@pfe/contracts';
import { Type } from 'class-transformer';
import { IsInt, IsUUID, Max, Min } from 'class-validator';
import { Optional } from '../../../common/validation/validators';

/** `?before=<message id>&limit=N`: a page of history, from the newest backwards. */
export class MessagePageQuery {
  @Optional()
  @IsUUID('all', { message: 'before must be a message id' })
  before?: string;

  @Optional()
  @Type(() => Number)
  @Max(MESSAGE_PAGE_MAX, { message: `limit must be 1 to ${MESSAGE_PAGE_MAX}` })
  @Min(1, { message: `limit must be 1 to ${MESSAGE_PAGE_MAX}` })
  @IsInt({ message: `limit must be 1 to ${MESSAGE_PAGE_MAX}` })
  limit: number = MESSAGE_PAGE_DEFAULT;
}
