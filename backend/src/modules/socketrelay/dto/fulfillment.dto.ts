import { SOCKETRELAY_CLOSE_STATUSES } from '@pfe/contracts/socketrelay';
import { IsDefined, IsIn } from 'class-validator';
import { SendChatMessageDto } from '../../chat/dto/send-message.dto';

/** POST /api/socketrelay/fulfillments/:id/close. */
export class CloseFulfillmentDto {
  @IsIn(SOCKETRELAY_CLOSE_STATUSES, { message: 'Status must be completed_success, completed_failure or cancelled' })
  @IsDefined({ message: 'Status must be completed_success, completed_failure or cancelled' })
  status: string;
}

/** POST /api/socketrelay/fulfillments/:id/messages; content is checked by the chat service (trimmed, 1–2,000). */
export class SendFulfillmentMessageDto extends SendChatMessageDto {}
