import { DELETED_MEMBER } from '@pfe/contracts';
import type { AdminPayment, Payment, PersonRef } from '@pfe/contracts';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock/clock';
import type { JsonText } from '../../common/http/json-text';
import { fromCents, toCents } from '../../common/money/money';
import { ListPage, ListRequest } from '../../common/pagination/admin-list';
import { ActivityService } from '../activity/activity.service';
import { billingMonthOf } from '../subscriptions/subscription-rules';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { RecordPaymentDto } from './dto/record-payment.dto';
import { PaymentErrors } from './payments.errors';
import { AdminPaymentRow, PaymentRow, PaymentsRepository } from './payments.repository';

export { PAYMENT_LIST } from './payments.repository';

/** A member as admins see them; a deleted account is kept as a record named "Deleted member". */
function personRefOf(p: AdminPaymentRow): PersonRef | null {
  if (p.userEmail === null) return null;
  if (p.userDeletedAt) return { id: p.userId, email: null, firstName: DELETED_MEMBER, lastName: null, deleted: true };
  return { id: p.userId, email: p.userEmail, firstName: p.userFirstName, lastName: p.userLastName };
}

export function toPaymentResponse(p: PaymentRow): Payment {
  return {
    id: p.id,
    amount: fromCents(toCents(p.amount)!),
    paymentMethod: p.paymentMethod,
    paymentDate: p.paymentDate.toISOString(),
    billingMonth: p.billingMonth,
    notes: p.notes,
    createdAt: p.createdAt.toISOString(),
  };
}

function toAdminPaymentResponse(p: AdminPaymentRow): AdminPayment {
  return { ...toPaymentResponse(p), userId: p.userId, recordedBy: p.recordedBy, user: personRefOf(p) };
}

@Injectable()
export class PaymentsService {
  constructor(
    private readonly payments: PaymentsRepository,
    private readonly activity: ActivityService,
    private readonly subscriptions: SubscriptionsService,
    private readonly clock: Clock,
  ) {}

  /** A member's own payments, newest first, as the JSON text of `Payment[]` (a hot signed-in read: see PaymentsRepository.listOwnJson). */
  listOwnJson(userId: string): Promise<JsonText<Payment[]>> {
    return this.payments.listOwnJson(userId);
  }

  async list(list: ListRequest): Promise<ListPage<AdminPayment>> {
    const page = await this.payments.list(list);
    return { rows: page.rows.map(toAdminPaymentResponse), total: page.total };
  }

  async record(adminId: string, dto: RecordPaymentDto): Promise<AdminPayment> {
    const amount = fromCents(toCents(dto.amount)!);
    const paymentDate = new Date(dto.paymentDate);
    if (paymentDate.getTime() > this.clock.now().getTime() + 24 * 60 * 60 * 1000) throw PaymentErrors.dateInFuture();
    if (paymentDate.getUTCFullYear() < 2000) throw PaymentErrors.dateTooOld();
    const id = await this.payments.transaction(async (tx) => {
      const user = await this.payments.lockMember(tx, dto.userId);
      if (!user) throw PaymentErrors.userNotFound();
      if (user.deletedAt) throw PaymentErrors.userDeleted();
      const billingMonth = dto.billingMonth ?? billingMonthOf(paymentDate);
      const paymentMethod = dto.paymentMethod ?? 'cash';
      const paymentId = await this.payments.insert(tx, { userId: user.id, amount, paymentDate, billingMonth, paymentMethod, notes: dto.notes ?? null, recordedBy: adminId });
      await this.subscriptions.recomputeUser(tx, user.id);
      await this.activity.record(tx, adminId, {
        action: 'record_payment',
        targetType: 'payment',
        targetId: paymentId,
        details: { userId: user.id, amount, paymentMethod, billingMonth },
      });
      return paymentId;
    });
    return toAdminPaymentResponse((await this.payments.get(id))!);
  }
}
