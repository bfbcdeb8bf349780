import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { SubscriptionStatus } from '../../users/entities/user.entity';

export class UpdateUserDto {
  @IsOptional()
  @IsBoolean({ message: 'isAdmin must be true or false' })
  isAdmin?: boolean;

  @IsOptional()
  @IsIn(['active', 'overdue', 'inactive'], { message: 'Subscription status must be active, overdue or inactive' })
  subscriptionStatus?: SubscriptionStatus;
}
