import type { Payment, PaymentMethod } from '@pfe/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository, Tx } from '../../common/database/sql-repository';
import { adminListPage, SqlWhere } from '../../common/pagination/admin-list-sql';
import { containsPattern, ListPage, ListRequest, ListSpec } from '../../common/pagination/admin-list';
import type { JsonText } from '../../common/http/json-text';
import { preparedQuery } from '../../database/prepared';
import { UserEntity } from '../users/entities/user.entity';

/** A payment as its member sees it. */
export interface PaymentRow {
  id: string;
  amount: string;
  paymentMethod: PaymentMethod;
  paymentDate: Date;
  billingMonth: string;
  notes: string | null;
  createdAt: Date;
}

/** A payment as admins see it, with its member (null names when the account was deleted). */
export interface AdminPaymentRow extends PaymentRow {
  userId: string;
  recordedBy: string | null;
  userEmail: string | null;
  userFirstName: string | null;
  userLastName: string | null;
  userDeletedAt: Date | null;
}

export interface NewPayment {
  userId: string;
  amount: string;
  paymentDate: Date;
  billingMonth: string;
  paymentMethod: PaymentMethod;
  notes: string | null;
  recordedBy: string;
}

export const PAYMENT_LIST: ListSpec = {
  resource: 'payments',
  sortable: { createdAt: 'p.created_at', paymentDate: 'p.payment_date', amount: 'p.amount', paymentMethod: 'p.payment_method' },
  filters: { userId: 'uuid', q: 'text' },
};

/** A timestamptz column as `Date.prototype.toISOString` writes it (`2026-03-01T00:00:00.000Z`). */
const ISO_INSTANT = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const ADMIN_SELECT = `p.id, p.amount, p.payment_method AS "paymentMethod", p.payment_date AS "paymentDate",
  p.billing_month AS "billingMonth", p.notes, p.created_at AS "createdAt", p.user_id AS "userId", p.recorded_by AS "recordedBy",
  u.email AS "userEmail", u.first_name AS "userFirstName", u.last_name AS "userLastName", u.deleted_at AS "userDeletedAt"`;
const ADMIN_FROM = 'payments p LEFT JOIN users u ON u.id = p.user_id';

@Injectable()
export class PaymentsRepository extends SqlRepository {
  constructor(@InjectDataSource() db: DataSource) {
    super(db);
  }

  /**
   * The hot signed-in read (bench/authread.mjs): a member's payments, newest first, as the JSON text
   * of the contract's `Payment[]`, built by PostgreSQL in one prepared statement, so no row, Date or
   * object is made for them here and nothing is serialised. The fields are toPaymentResponse's, in its
   * order and formats (amount with two decimals, instants as toISOString writes them: UTC, milliseconds
   * truncated); pricing-payments.e2e-spec.ts compares the two.
   */
  async listOwnJson(userId: string): Promise<JsonText<Payment[]>> {
    const [row] = await preparedQuery<{ json: string }>(
      this.db,
      'payments-own-json',
      // array_to_json of the rows writes compact JSON, as JSON.stringify does (json_build_object would add spaces).
      `SELECT coalesce(array_to_json(array_agg(j ORDER BY p.payment_date DESC, p.created_at DESC)), '[]')::text AS "json"
       FROM payments p CROSS JOIN LATERAL (
         SELECT p.id, p.amount::text AS "amount", p.payment_method AS "paymentMethod", ${ISO_INSTANT('p.payment_date')} AS "paymentDate",
           p.billing_month AS "billingMonth", p.notes, ${ISO_INSTANT('p.created_at')} AS "createdAt") j
       WHERE p.user_id = $1`,
      [userId],
    );
    return row.json;
  }

  /** A member's payments inside an export's transaction, newest first. */
  listOfUser(tx: Tx, userId: string): Promise<PaymentRow[]> {
    return tx.query(
      `SELECT id, amount, payment_method AS "paymentMethod", payment_date AS "paymentDate", billing_month AS "billingMonth",
         notes, created_at AS "createdAt"
       FROM payments WHERE user_id = $1 ORDER BY payment_date DESC, id DESC`,
      [userId],
    );
  }

  /** `filter.userId`, `filter.q` (the member's email or names, or the notes), getMany's `filter.id`. */
  list(list: ListRequest): Promise<ListPage<AdminPaymentRow>> {
    const q = list.filter.text.q;
    const where = new SqlWhere()
      .add((p) => `p.user_id = ${p}`, list.filter.uuid.userId)
      .add((p) => `(u.email ILIKE ${p} OR u.first_name ILIKE ${p} OR u.last_name ILIKE ${p} OR p.notes ILIKE ${p})`, q ? containsPattern(q) : undefined);
    return adminListPage<AdminPaymentRow>(this.db.manager, list, { select: ADMIN_SELECT, from: ADMIN_FROM, id: 'p.id', where });
  }

  async get(id: string): Promise<AdminPaymentRow | null> {
    const [row]: AdminPaymentRow[] = await this.db.query(`SELECT ${ADMIN_SELECT} FROM ${ADMIN_FROM} WHERE p.id = $1`, [id]);
    return row ?? null;
  }

  /**
   * The member, locked for the rest of the transaction: the payment's foreign key and the status
   * recompute then queue on the same row in the same order, so concurrent payments for one member
   * cannot deadlock.
   */
  lockMember(tx: Tx, userId: string): Promise<Pick<UserEntity, 'id' | 'deletedAt'> | null> {
    return tx.findOne(UserEntity, { select: { id: true, deletedAt: true }, where: { id: userId }, lock: { mode: 'pessimistic_write' } });
  }

  async insert(tx: Tx, payment: NewPayment): Promise<string> {
    const [{ id }] = await tx.query(
      `INSERT INTO payments (user_id, amount, payment_date, billing_month, payment_method, notes, recorded_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [payment.userId, payment.amount, payment.paymentDate, payment.billingMonth, payment.paymentMethod, payment.notes, payment.recordedBy],
    );
    return id;
  }
}
