import { FORMER_MEMBER } from '@pfe/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import { type AccountDataContributor, iso } from '../account-data/account-data.registry';
import { ChatService } from '../chat/chat.service';
import { SocketRelayProfileEntity } from './entities/socketrelay-profile.entity';
import { toProfileResponse } from './socketrelay.mappers';
import { memberStatus } from './socketrelay.sql';


/**
 * SocketRelay's part of the export and of account deletion. The export holds the member's profile,
 * their requests (with their state now), their fulfilments as fulfiller and as requester (the other
 * party by display name only) and the messages they sent. Deletion withdraws their open requests
 * (the admin's soft delete: nobody can fulfil them, they leave every list), cancels their active
 * fulfilments (as if they had cancelled; open chats are told after commit), erases the contents of
 * the messages they sent and deletes their profile; the other party sees "a former member".
 */
@Injectable()
export class SocketRelayAccountData implements AccountDataContributor {
  readonly key = 'socketrelay';

  constructor(
    private readonly clock: Clock,
    private readonly chat: ChatService,
  ) {}

  async export(tx: EntityManager, userId: string): Promise<unknown> {
    const now = this.clock.now();
    const profile = await tx.findOneBy(SocketRelayProfileEntity, { userId });
    const requests: { id: string; description: string; status: string; created_at: Date; expires_at: Date }[] = await tx.query(
      `SELECT r.id, r.description, ${memberStatus('$2')} AS status, r.created_at, r.expires_at
       FROM socketrelay_requests r WHERE r.user_id = $1 ORDER BY r.created_at, r.id`,
      [userId, now],
    );
    const fulfillments: {
      id: string;
      request_id: string;
      description: string;
      request_status: string;
      status: string;
      requester: boolean;
      other_name: string | null;
      created_at: Date;
      closed_at: Date | null;
    }[] = await tx.query(
      `SELECT f.id, f.request_id, r.description, ${memberStatus('$2')} AS request_status, f.status, r.user_id = $1 AS requester,
              op.display_name AS other_name, f.created_at, f.closed_at
       FROM socketrelay_fulfillments f
       JOIN socketrelay_requests r ON r.id = f.request_id
       LEFT JOIN socketrelay_profiles op ON op.user_id = CASE WHEN r.user_id = $1 THEN f.fulfiller_user_id ELSE r.user_id END
       WHERE $1 IN (r.user_id, f.fulfiller_user_id)
       ORDER BY f.created_at, f.id`,
      [userId, now],
    );
    const messages: { fulfillment_id: string; content: string; created_at: Date }[] = await tx.query(
      `SELECT fulfillment_id, content, created_at FROM socketrelay_messages WHERE sender_id = $1 ORDER BY created_at, id`,
      [userId],
    );
    return {
      profile: profile ? toProfileResponse(profile) : null,
      requests: requests.map((r) => ({ id: r.id, description: r.description, status: r.status, createdAt: iso(r.created_at), expiresAt: iso(r.expires_at) })),
      fulfillments: fulfillments.map((f) => ({
        id: f.id,
        role: f.requester ? 'requester' : 'fulfiller',
        status: f.status,
        request: { id: f.request_id, description: f.description, status: f.request_status },
        otherPartyDisplayName: f.other_name ?? FORMER_MEMBER,
        createdAt: iso(f.created_at),
        closedAt: iso(f.closed_at),
      })),
      messagesSent: messages.map((m) => ({ fulfillmentId: m.fulfillment_id, content: m.content, sentAt: iso(m.created_at) })),
    };
  }

  async erase(tx: EntityManager, userId: string): Promise<() => void> {
    const now = this.clock.now();
    // The request rows first, as a close and an admin's delete do (request, then fulfilment): a fulfil
    // racing this waits on its share lock and then finds the request withdrawn.
    await tx.query(
      `SELECT r.id FROM socketrelay_requests r
       WHERE r.user_id = $1
          OR r.id IN (SELECT f.request_id FROM socketrelay_fulfillments f WHERE f.fulfiller_user_id = $1 AND f.status = 'active')
       ORDER BY r.id FOR NO KEY UPDATE OF r`,
      [userId],
    );
    const [cancelled]: [{ id: string }[], number] = await tx.query(
      `UPDATE socketrelay_fulfillments f SET status = 'cancelled', closed_by = $1, closed_at = $2, updated_at = $2
       FROM socketrelay_requests r
       WHERE r.id = f.request_id AND f.status = 'active' AND $1 IN (r.user_id, f.fulfiller_user_id)
       RETURNING f.id`,
      [userId, now],
    );
    // Withdrawn like an admin's delete: gone from every member list and from the console's, never fulfillable.
    await tx.query(
      `UPDATE socketrelay_requests SET status = 'deleted', deleted_at = $2, updated_at = $2
       WHERE user_id = $1 AND deleted_at IS NULL AND status IN ('active', 'expired')`,
      [userId, now],
    );
    await tx.query(`UPDATE socketrelay_messages SET content = '' WHERE sender_id = $1`, [userId]);
    await tx.query(`DELETE FROM socketrelay_profiles WHERE user_id = $1`, [userId]);
    return () => cancelled.forEach((f) => this.chat.closed('fulfillment', f.id));
  }
}
