import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { SubscriptionStatus } from '../../users/entities/user.entity';

export class UpdateUserDto {
  @IsOptional()
  @IsBoolean({ message: 'isAdmin must be true or false' })
  isAdmin?: boolean;

  @IsOptional()
  /** Admins pause (inactive) and resume (active); overdue is never set by hand, it follows from payments. */
  @IsIn(['active', 'inactive'], { message: 'Subscription status can be set to active or inactive (overdue follows from payments)' })
  subscriptionStatus?: Extract<SubscriptionStatus, 'active' | 'inactive'>;
}
