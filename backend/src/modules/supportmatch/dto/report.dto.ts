import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsOptional, IsString, IsUUID, Length, MaxLength, ValidateIf } from 'class-validator';
import { SendChatMessageDto } from '../../chat/dto/send-message.dto';
import { trim } from '../../../common/validation/transforms';

export class CreateReportDto {
  @IsUUID('all', { message: 'Choose who you are reporting' })
  @IsDefined({ message: 'Choose who you are reporting' })
  reportedUserId: string;

  @ValidateIf((_o, value) => value !== null && value !== undefined)
  @IsUUID('all', { message: 'Partnership must be an id' })
  partnershipId?: string | null;

  @Transform(trim)
  @MaxLength(100, { message: 'Reason must be at most 100 characters' })
  @Length(1, 100, { message: 'Reason is required' })
  @IsString({ message: 'Reason is required' })
  reason: string;

  @Transform(trim)
  @MaxLength(2000, { message: 'Description must be at most 2,000 characters' })
  @Length(1, 2000, { message: 'Description is required' })
  @IsString({ message: 'Description is required' })
  description: string;
}

export class UpdateReportStatusDto {
  @IsIn(['resolved', 'dismissed'], { message: 'Status must be resolved or dismissed' })
  @IsDefined({ message: 'Status must be resolved or dismissed' })
  status: 'resolved' | 'dismissed';

  @IsOptional()
  @Transform(trim)
  @MaxLength(1000, { message: 'Resolution must be at most 1,000 characters' })
  @IsString({ message: 'Resolution must be text' })
  resolution?: string;
}

export class UpdatePartnershipStatusDto {
  @IsString({ message: 'Status must be ended, cancelled or completed' })
  @IsDefined({ message: 'Status must be ended, cancelled or completed' })
  status: string;
}

export class SendMessageDto extends SendChatMessageDto {
  @IsUUID('all', { message: 'Partnership not found' })
  @IsDefined({ message: 'Partnership not found' })
  partnershipId: string;
}
