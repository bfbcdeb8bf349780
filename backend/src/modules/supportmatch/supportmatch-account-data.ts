import { FORMER_MEMBER } from '@pfe/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type AccountDataContributor, iso } from '../account-data/account-data.registry';
import { SupportMatchMatchingStatusService } from './supportmatch-matching-status.service';
import { asSeenByMember, SupportMatchPartnershipsService } from './supportmatch-partnerships.service';
import { SupportMatchProfileEntity } from './entities/supportmatch-profile.entity';
import { toProfileResponse } from './supportmatch.mappers';


/**
 * SupportMatch's part of the export and of account deletion. The export holds the member's
 * profile, their partnerships with the partner's nickname only, the messages they sent, the reports
 * they filed and their matching status. Deletion ends their active partnership (the partner sees it
 * end early, as after a block), erases the contents of the messages they sent and their profile;
 * reports stay as records.
 */
@Injectable()
export class SupportMatchAccountData implements AccountDataContributor {
  readonly key = 'supportmatch';

  constructor(
    private readonly partnerships: SupportMatchPartnershipsService,
    private readonly matchingStatus: SupportMatchMatchingStatusService,
  ) {}

  async export(tx: EntityManager, userId: string): Promise<unknown> {
    const profile = await tx.findOneBy(SupportMatchProfileEntity, { userId });
    const partnerships: { id: string; status: string; start_date: Date; end_date: Date | null; nickname: string | null }[] = await tx.query(
      `SELECT p.id, p.status, p.start_date, p.end_date, partner.nickname
       FROM supportmatch_partnerships p
       LEFT JOIN supportmatch_profiles partner ON partner.user_id = CASE WHEN p.user1_id = $1 THEN p.user2_id ELSE p.user1_id END
       WHERE $1 IN (p.user1_id, p.user2_id)
       ORDER BY p.start_date DESC, p.id`,
      [userId],
    );
    const messages: { partnership_id: string; content: string; created_at: Date }[] = await tx.query(
      `SELECT partnership_id, content, created_at FROM supportmatch_messages WHERE sender_id = $1 ORDER BY created_at, id`,
      [userId],
    );
    const reports: { reason: string; description: string; status: string; created_at: Date; nickname: string | null; partnership_id: string | null }[] = await tx.query(
      `SELECT r.reason, r.description, r.status, r.created_at, r.partnership_id, reported.nickname
       FROM reports r LEFT JOIN supportmatch_profiles reported ON reported.user_id = r.reported_user_id
       WHERE r.reporter_id = $1 AND r.app = 'supportmatch' ORDER BY r.created_at, r.id`,
      [userId],
    );
    return {
      profile: profile ? toProfileResponse(profile) : null,
      partnerships: partnerships.map((p) => ({
        id: p.id,
        status: asSeenByMember(p.status as never),
        startDate: iso(p.start_date),
        endDate: iso(p.end_date),
        partnerNickname: p.nickname ?? FORMER_MEMBER,
      })),
      messagesSent: messages.map((m) => ({ partnershipId: m.partnership_id, content: m.content, sentAt: iso(m.created_at) })),
      reportsFiled: reports.map((r) => ({
        reason: r.reason,
        description: r.description,
        status: r.status,
        partnershipId: r.partnership_id,
        reportedNickname: r.nickname ?? FORMER_MEMBER,
        createdAt: iso(r.created_at),
      })),
      matchingStatus: profile ? await this.matchingStatus.of(userId) : null,
    };
  }

  async erase(tx: EntityManager, userId: string): Promise<() => void> {
    const closeChats = await this.partnerships.endAllOf(tx, userId);
    await tx.query(`UPDATE supportmatch_messages SET content = '' WHERE sender_id = $1`, [userId]);
    await tx.query(`DELETE FROM supportmatch_profiles WHERE user_id = $1`, [userId]);
    return closeChats;
  }
}
