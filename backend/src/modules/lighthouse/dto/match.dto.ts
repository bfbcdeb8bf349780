import { LIGHTHOUSE_LIMITS as L, LIGHTHOUSE_MATCH_STATUSES, LighthouseMatchStatus } from '@pfe/contracts/lighthouse';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { SendChatMessageDto } from '../../chat/dto/send-message.dto';
import { IsStrictDate } from '../../../common/validation/validators';
import { DATE_ONLY } from './lighthouse-validators';
import { trimToNull } from '../../../common/validation/transforms';

/** POST /api/lighthouse/matches */
export class CreateMatchDto {
  @IsUUID('all', { message: 'Choose a property' })
  @IsDefined({ message: 'Choose a property' })
  propertyId: string;

  @Transform(trimToNull)
  @IsOptional()
  @MaxLength(L.message, { message: `Message must be at most ${L.message} characters` })
  @IsString({ message: 'Message must be text' })
  message?: string | null;

  @IsOptional()
  @Matches(DATE_ONLY, { message: 'Proposed move-in date must be a date (YYYY-MM-DD)' })
  @IsStrictDate({ message: 'Proposed move-in date must be a date (YYYY-MM-DD)' })
  proposedMoveInDate?: string | null;
}

/** PUT /api/lighthouse/matches/:id */
export class UpdateMatchDto {
  @IsIn(LIGHTHOUSE_MATCH_STATUSES, { message: `Status must be one of: ${LIGHTHOUSE_MATCH_STATUSES.join(', ')}` })
  @IsDefined({ message: `Status must be one of: ${LIGHTHOUSE_MATCH_STATUSES.join(', ')}` })
  status: LighthouseMatchStatus;

  @Transform(trimToNull)
  @IsOptional()
  @MaxLength(L.hostResponse, { message: `Response must be at most ${L.hostResponse} characters` })
  @IsString({ message: 'Response must be text' })
  hostResponse?: string | null;
}

/** POST /api/lighthouse/matches/:id/messages */
export class SendMatchMessageDto extends SendChatMessageDto {}
