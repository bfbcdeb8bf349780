import { Transform } from 'class-transformer';
import { IsDefined, IsString, IsUUID, MaxLength, ValidateIf } from 'class-validator';

const given = (value: unknown) => value !== null && value !== undefined;

/**
 * Whom to block from SupportMatch: a partnership the caller takes part in (its other member), or,
 * as the spec's `{excludedUserId}`, a member she is or was partnered with. Never any member by id.
 */
export class CreateExclusionDto {
  @ValidateIf((o: CreateExclusionDto) => given(o.partnershipId) || !given(o.excludedUserId))
  @IsUUID('all', { message: 'Please select a user to block' })
  @IsDefined({ message: 'Please select a user to block' })
  partnershipId?: string | null;

  @ValidateIf((_o, value) => given(value))
  @IsUUID('all', { message: 'Please select a user to block' })
  excludedUserId?: string | null;

  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value))
  @ValidateIf((_o, value) => given(value))
  @MaxLength(500, { message: 'Reason must be at most 500 characters' })
  @IsString({ message: 'Reason must be text' })
  reason?: string | null;
}
