import { IsBoolean, IsDefined } from 'class-validator';

export class UpdateInviteDto {
  @IsBoolean({ message: 'isActive must be true or false' })
  @IsDefined({ message: 'isActive is required' })
  isActive: boolean;
}
