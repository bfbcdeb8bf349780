import { Transform } from 'class-transformer';
import { IsDefined, IsString, IsUUID, MaxLength, ValidateIf } from 'class-validator';

const trimToNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);

export class CreateBlockDto {
  @IsUUID('all', { message: 'Please select a user to block' })
  @IsDefined({ message: 'Please select a user to block' })
  userId: string;

  @Transform(trimToNull)
  @ValidateIf((_o, value) => value !== null && value !== undefined)
  @MaxLength(500, { message: 'Reason must be at most 500 characters' })
  @IsString({ message: 'Reason must be text' })
  reason?: string | null;
}
