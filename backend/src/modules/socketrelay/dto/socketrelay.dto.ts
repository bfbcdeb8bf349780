import { SOCKETRELAY_CLOSE_STATUSES, SOCKETRELAY_COUNTRIES, SOCKETRELAY_MESSAGES as M, SOCKETRELAY_PROFILE_FIELD_MAX as MAX } from '@pfe/contracts';
import { Transform } from 'class-transformer';
import { IsBoolean, IsDefined, IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { SendChatMessageDto } from '../../chat/dto/send-message.dto';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The caller's own SocketRelay profile: each field required, trimmed, at most 100 characters (spec §5). */
export class SocketRelayProfileDto {
  @Transform(trim)
  @MaxLength(MAX, { message: `Display name must be at most ${MAX} characters` })
  @MinLength(1, { message: M.displayNameRequired })
  @IsString({ message: M.displayNameRequired })
  displayName: string;

  @Transform(trim)
  @MaxLength(MAX, { message: `City must be at most ${MAX} characters` })
  @MinLength(1, { message: M.cityRequired })
  @IsString({ message: M.cityRequired })
  city: string;

  @Transform(trim)
  @MaxLength(MAX, { message: `State must be at most ${MAX} characters` })
  @MinLength(1, { message: M.stateRequired })
  @IsString({ message: M.stateRequired })
  state: string;

  @Transform(trim)
  @IsIn(SOCKETRELAY_COUNTRIES, { message: 'Choose a country from the list' })
  @MinLength(1, { message: M.countryRequired })
  @IsString({ message: M.countryRequired })
  country: string;

  @IsOptional()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;
}

/** POST /api/socketrelay/requests: trimmed, 1 to 140 characters (spec §5). */
export class CreateRequestDto {
  @Transform(trim)
  @MaxLength(140, { message: M.descriptionTooLongSchema })
  @MinLength(1, { message: M.descriptionRequired })
  @IsString({ message: M.descriptionRequired })
  description: string;
}

/** POST /api/socketrelay/fulfillments/:id/close. */
export class CloseFulfillmentDto {
  @IsIn(SOCKETRELAY_CLOSE_STATUSES, { message: 'Status must be completed_success, completed_failure or cancelled' })
  @IsDefined({ message: 'Status must be completed_success, completed_failure or cancelled' })
  status: string;
}

/** POST /api/socketrelay/fulfillments/:id/messages; content is checked by the chat service (trimmed, 1–2,000). */
export class SendFulfillmentMessageDto extends SendChatMessageDto {}
