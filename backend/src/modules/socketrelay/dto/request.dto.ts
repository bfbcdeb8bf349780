import { SOCKETRELAY_MESSAGES as M } from '@pfe/contracts/socketrelay';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { trim } from '../../../common/validation/transforms';

/** POST /api/socketrelay/requests: trimmed, 1 to 140 characters (spec §5). */
export class CreateRequestDto {
  @Transform(trim)
  @MaxLength(140, { message: M.descriptionTooLongSchema })
  @MinLength(1, { message: M.descriptionRequired })
  @IsString({ message: M.descriptionRequired })
  description: string;
}
