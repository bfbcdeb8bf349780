import { SubscriptionStatus } from '@pfe/contracts';
import { IsBoolean, IsIn } from 'class-validator';
import { Optional } from '../../../common/validation/validators';

export class UpdateUserDto {
  @Optional()
  @IsBoolean({ message: 'isAdmin must be true or false' })
  isAdmin?: boolean;

  @Optional()
  @IsBoolean({ message: 'isModerator must be true or false' })
  isModerator?: boolean;

  @Optional()
  /** Admins pause (inactive) and resume (active); overdue is never set by hand, it follows from payments. */
  @IsIn(['active', 'inactive'], { message: 'Subscription status can be set to active or inactive (overdue follows from payments)' })
  subscriptionStatus?: Extract<SubscriptionStatus, 'active' | 'inactive'>;
}
