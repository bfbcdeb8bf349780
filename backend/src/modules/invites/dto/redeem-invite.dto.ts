import { Transform } from 'class-transformer';
import { IsString, Length } from 'class-validator';

export class RedeemInviteDto {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @Length(1, 50, { message: 'Enter your invite code' })
  @IsString({ message: 'Enter your invite code' })
  code: string;
}
