import { DELETED_MEMBER } from '@pfe/contracts';
import type { AdminPayment, Payment, PersonRef } from '@pfe/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import { preparedQuery } from '../../database/prepared';
import { fromCents, toCents } from '../../common/money/money';
import { containsPattern, ListPage, ListRequest, ListSpec } from '../../common/pagination/admin-list';
import { ActivityService } from '../activity/activity.service';
import { billingMonthOf } from '../subscriptions/subscription-rules';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { UserEntity } from '../users/entities/user.entity';
import { RecordPaymentDto } from './dto/record-payment.dto';
import { PaymentEntity } from './entities/payment.entity';
import { PaymentErrors } from './payments.errors';

export const PAYMENT_LIST: ListSpec = {
  resource: 'payments',
  sortable: { createdAt: 'p.createdAt', paymentDate: 'p.paymentDate', amount: 'p.amount', paymentMethod: 'p.paymentMethod' },
  filters: { userId: 'uuid', q: 'text' },
};

/** A member as admins see them; a deleted account is kept as a record named "Deleted member". */
function personRefOf(user: UserEntity): PersonRef {
  if (user.deletedAt) return { id: user.id, email: null, firstName: DELETED_MEMBER, lastName: null, deleted: true };
  return { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName };
}

export function toPaymentResponse(p: PaymentEntity): Payment {
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

function toAdminPaymentResponse(p: PaymentEntity): AdminPayment {
  return {
    ...toPaymentResponse(p),
    userId: p.userId,
    recordedBy: p.recordedBy,
    user: p.user ? personRefOf(p.user) : null,
  };
}

@Injectable()
export class PaymentsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly activity: ActivityService,
    private readonly subscriptions: SubscriptionsService,
    private readonly clock: Clock,
  ) {}

  /**
   * A member's own payments, newest first. A hot signed-in read: one prepared statement, no query
   * builder or entity hydration (measured: bench/authread.mjs, README "Measurements").
   */
  async listOwn(userId: string): Promise<Payment[]> {
    const rows = await preparedQuery<PaymentEntity>(
      this.db,
      'payments-own',
      `SELECT id, amount, payment_method AS "paymentMethod", payment_date AS "paymentDate", billing_month AS "billingMonth",
         notes, created_at AS "createdAt"
       FROM payments WHERE user_id = $1 ORDER BY payment_date DESC, created_at DESC`,
      [userId],
    );
    return rows.map(toPaymentResponse);
  }

  async list(list: ListRequest): Promise<ListPage<AdminPayment>> {
    const qb = this.db.getRepository(PaymentEntity).createQueryBuilder('p').leftJoinAndSelect('p.user', 'u');
    const ids = list.filter.ids;
    if (ids) qb.andWhere('p.id = ANY(:ids)', { ids });
    const userId = list.filter.uuid.userId;
    if (userId) qb.andWhere('p.userId = :userId', { userId });
    const q = list.filter.text.q;
    if (q) qb.andWhere(`(u.email ILIKE :q OR u.firstName ILIKE :q OR u.lastName ILIKE :q OR p.notes ILIKE :q)`, { q: containsPattern(q) });
    const [rows, total] = await qb.orderBy(list.orderBy, list.direction).addOrderBy('p.id', 'DESC').skip(list.offset).take(list.limit).getManyAndCount();
    return { rows: rows.map(toAdminPaymentResponse), total };
  }

  async record(adminId: string, dto: RecordPaymentDto): Promise<AdminPayment> {
    const amount = fromCents(toCents(dto.amount)!);
    const paymentDate = new Date(dto.paymentDate);
    if (paymentDate.getTime() > this.clock.now().getTime() + 24 * 60 * 60 * 1000) throw PaymentErrors.dateInFuture();
    if (paymentDate.getUTCFullYear() < 2000) throw PaymentErrors.dateTooOld();
    const id = await this.db.transaction(async (tx) => {
      // Lock the member first: the payment's foreign key and the status recompute then queue on
      // the same row in the same order, so concurrent payments for one member cannot deadlock.
      const user = await tx.findOne(UserEntity, { where: { id: dto.userId }, lock: { mode: 'pessimistic_write' } });
      if (!user) throw PaymentErrors.userNotFound();
      if (user.deletedAt) throw PaymentErrors.userDeleted();
      const payment = await tx.save(
        tx.create(PaymentEntity, {
          userId: user.id,
          amount,
          paymentDate,
          billingMonth: dto.billingMonth ?? billingMonthOf(paymentDate),
          paymentMethod: dto.paymentMethod ?? 'cash',
          notes: dto.notes ?? null,
          recordedBy: adminId,
        }),
      );
      await this.subscriptions.recomputeUser(tx, user.id);
      await this.activity.record(tx, adminId, {
        action: 'record_payment',
        targetType: 'payment',
        targetId: payment.id,
        details: { userId: user.id, amount, paymentMethod: payment.paymentMethod, billingMonth: payment.billingMonth },
      });
      return payment.id;
    });
    const saved = await this.db.getRepository(PaymentEntity).findOneOrFail({ where: { id }, relations: { user: true } });
    return toAdminPaymentResponse(saved);
  }
}
