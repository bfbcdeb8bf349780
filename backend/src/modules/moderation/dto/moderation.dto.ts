import { APPEAL_TEXT_MAX, MODERATION_REASON_MAX, REPORT_KINDS, REPORT_NOTE_MAX, REPORT_REASONS, MODERATION_REPORT_STATUSES, SUSPENSION_DAYS } from '@pfe/contracts';
import type { ModerationActionKind, ModerationReportStatus, ReportKind, ReportReason } from '@pfe/contracts';
import { Transform } from 'class-transformer';
import { IsBoolean, IsDefined, IsIn, IsString, IsUUID, Length, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { trim, trimToNull } from '../../../common/validation/transforms';
import { Optional } from '../../../common/validation/validators';

export class CreateReportDto {
  @IsIn(REPORT_KINDS, { message: `Kind must be one of ${REPORT_KINDS.join(', ')}` })
  @IsDefined({ message: 'Say what you are reporting' })
  kind: ReportKind;

  @IsUUID('all', { message: 'Id must be an id' })
  @IsDefined({ message: 'Say what you are reporting' })
  id: string;

  @IsIn(REPORT_REASONS, { message: `Reason must be one of ${REPORT_REASONS.join(', ')}` })
  @IsDefined({ message: 'Choose a reason' })
  reason: ReportReason;

  @Transform(trimToNull)
  @ValidateIf((_o, value) => value !== null && value !== undefined)
  @MaxLength(REPORT_NOTE_MAX, { message: `Note must be at most ${REPORT_NOTE_MAX.toLocaleString('en')} characters` })
  @IsString({ message: 'Note must be text' })
  note?: string | null;

  @Optional()
  @IsBoolean({ message: 'block must be true or false' })
  block?: boolean;
}

export class UpdateReportDto {
  @IsIn(MODERATION_REPORT_STATUSES, { message: 'Status must be open, actioned or dismissed' })
  @IsDefined({ message: 'Status must be open, actioned or dismissed' })
  status: ModerationReportStatus;

  @Transform(trimToNull)
  @ValidateIf((_o, value) => value !== null && value !== undefined)
  @MaxLength(MODERATION_REASON_MAX, { message: `Resolution must be at most ${MODERATION_REASON_MAX.toLocaleString('en')} characters` })
  @IsString({ message: 'Resolution must be text' })
  resolution?: string | null;
}

export class CreateActionDto {
  @IsUUID('all', { message: 'Choose a member' })
  @IsDefined({ message: 'Choose a member' })
  userId: string;

  @IsIn(['warn', 'suspend', 'lift'], { message: 'Action must be warn, suspend or lift' })
  @IsDefined({ message: 'Action must be warn, suspend or lift' })
  action: ModerationActionKind;

  /** 1, 7 or 30; null or absent with a suspension: until lifted. */
  @ValidateIf((_o, value) => value !== null && value !== undefined)
  @IsIn(SUSPENSION_DAYS, { message: 'Days must be 1, 7 or 30 (or none: until lifted)' })
  days?: number | null;

  @Transform(trim)
  @MaxLength(MODERATION_REASON_MAX, { message: `Reason must be at most ${MODERATION_REASON_MAX.toLocaleString('en')} characters` })
  @Length(1, MODERATION_REASON_MAX, { message: 'Give a reason' })
  @IsString({ message: 'Give a reason' })
  reason: string;

  @ValidateIf((_o, value) => value !== null && value !== undefined)
  @IsUUID('all', { message: 'Report must be an id' })
  reportId?: string | null;
}

export class CreateAppealDto {
  @IsUUID('all', { message: 'Choose the decision you appeal' })
  @IsDefined({ message: 'Choose the decision you appeal' })
  actionId: string;

  @Transform(trim)
  @MaxLength(APPEAL_TEXT_MAX, { message: `Your appeal must be at most ${APPEAL_TEXT_MAX.toLocaleString('en')} characters` })
  @Length(1, APPEAL_TEXT_MAX, { message: 'Write your appeal' })
  @IsString({ message: 'Write your appeal' })
  text: string;
}

/** A suspended member appeals from the sign-in page: her credentials (she has no session) and her text. */
export class SuspensionAppealDto {
  @MaxLength(254, { message: 'Email must be at most 254 characters' })
  @MinLength(1, { message: 'Email is required' })
  @IsString({ message: 'Email is required' })
  email: string;

  @MaxLength(128, { message: 'Password must be at most 128 characters' })
  @MinLength(1, { message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  password: string;

  @Transform(trim)
  @MaxLength(APPEAL_TEXT_MAX, { message: `Your appeal must be at most ${APPEAL_TEXT_MAX.toLocaleString('en')} characters` })
  @Length(1, APPEAL_TEXT_MAX, { message: 'Write your appeal' })
  @IsString({ message: 'Write your appeal' })
  text: string;
}

export class DecideAppealDto {
  @IsIn(['upheld', 'overturned'], { message: 'Decision must be upheld or overturned' })
  @IsDefined({ message: 'Decision must be upheld or overturned' })
  decision: 'upheld' | 'overturned';
}
