import type { SocketRelayAdminFulfillment, SocketRelayAdminRequest } from '@pfe/contracts/socketrelay';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock/clock';
import { ListPage, ListRequest } from '../../common/pagination/admin-list';
import { ActivityService } from '../activity/activity.service';
import { ChatService } from '../chat/chat.service';
import { SocketRelayErrors } from './socketrelay.errors';
import { toAdminRequest } from './socketrelay.mappers';
import { SocketRelayAdminRepository } from './socketrelay-admin.repository';

export { FULFILLMENT_LIST, REQUEST_LIST } from './socketrelay-admin.repository';

/** The console's SocketRelay: every request and fulfilment (account ids, never chat content), delete. */
@Injectable()
export class SocketRelayAdminService {
  constructor(
    private readonly admin: SocketRelayAdminRepository,
    private readonly clock: Clock,
    private readonly activity: ActivityService,
    private readonly chat: ChatService,
  ) {}

  /** Every request not deleted; `expired` (display-only) says it is past expiresAt now. */
  async requests(list: ListRequest): Promise<ListPage<SocketRelayAdminRequest>> {
    const page = await this.admin.requests(list, this.clock.now());
    return { rows: page.rows.map(toAdminRequest), total: page.total };
  }

  /** Every fulfilment with its request's description (or null once the request is gone). */
  async fulfillments(list: ListRequest): Promise<ListPage<SocketRelayAdminFulfillment>> {
    const { rows, total } = await this.admin.fulfillments(list);
    return {
      rows: rows.map((r) => ({
        id: r.id,
        requestId: r.request_id,
        fulfillerUserId: r.fulfiller_user_id,
        status: r.status,
        closedBy: r.closed_by,
        closedAt: r.closed_at?.toISOString() ?? null,
        createdAt: r.created_at.toISOString(),
        request: r.description === null ? null : { description: r.description },
      })),
      total,
    };
  }

  /**
   * Deletes a request (kept as `deleted` so its fulfilments' history stays whole): its active
   * fulfilment is cancelled, all logged in the same transaction; answers the deleted record.
   */
  async deleteRequest(adminId: string, id: string): Promise<SocketRelayAdminRequest> {
    const { deleted, cancelled } = await this.admin.transaction(async (tx) => {
      const now = this.clock.now();
      const row = await this.admin.lockRequest(tx, id, now);
      if (!row) throw SocketRelayErrors.requestNotFound();
      const ended = await this.admin.deleteRequest(tx, id, now);
      await this.activity.record(tx, adminId, {
        action: 'delete_socketrelay_request',
        targetType: 'socketrelay_request',
        targetId: id,
        details: { cancelledFulfillmentIds: ended },
      });
      return { deleted: toAdminRequest(row), cancelled: ended };
    });
    cancelled.forEach((fulfillmentId) => this.chat.closed('fulfillment', fulfillmentId));
    return deleted;
  }
}
