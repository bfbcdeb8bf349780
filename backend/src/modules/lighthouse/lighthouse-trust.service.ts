import type { LighthouseMatchReferences, LighthouseReference, LighthouseTrust, LighthouseVerification, LighthouseVerifiedCheck } from '@pfe/contracts/lighthouse';
import { LIGHTHOUSE_REFERENCE_REVEAL_DAYS } from '@pfe/contracts/lighthouse';
import { Injectable } from '@nestjs/common';
import { ActivityService } from '../activity/activity.service';
import { NotificationsService } from '../notifications/notifications.service';
import { ReferenceDto, VerificationDto } from './dto/trust.dto';
import { LighthouseErrors } from './lighthouse.errors';
import { LighthouseTrustRepository, ReferenceRow } from './lighthouse-trust.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How many published references a profile shows. */
const SHOWN_REFERENCES = 20;

export function toReference(r: ReferenceRow): LighthouseReference {
  return { id: r.id, authorRole: r.author_role, recommend: r.recommend, text: r.text, createdAt: r.created_at.toISOString() };
}

/**
 * LightHouse trust (issue 32). After a stay is completed, its host and its seeker may each write
 * one reference (recommend or not, a short text), never edited. Neither sees the other's before
 * both are written or 14 days have passed since completion (then both publish, read-time rule).
 * The verified host badge is set only by an admin, with what was checked.
 */
@Injectable()
export class LighthouseTrustService {
  constructor(
    private readonly repo: LighthouseTrustRepository,
    private readonly notifications: NotificationsService,
    private readonly activity: ActivityService,
  ) {}

  async write(userId: string, matchId: string, dto: ReferenceDto): Promise<LighthouseReference> {
    const row = await this.repo.transaction(async (tx) => {
      const stay = await this.repo.stayOf(userId, matchId, tx);
      if (!stay) throw LighthouseErrors.matchNotFound();
      if (stay.status !== 'completed') throw LighthouseErrors.referenceBeforeCompletion();
      const role = stay.host_id === userId ? 'host' : 'seeker';
      const subjectId = role === 'host' ? stay.seeker_id : stay.host_id;
      const written = await this.repo.insertReference(tx, { matchId, authorId: userId, subjectId, role, recommend: dto.recommend, text: dto.text });
      if (!written) throw LighthouseErrors.referenceWritten();
      // The other one is told a reference is waiting for hers (never what it says).
      await this.notifications.notify(tx, subjectId, 'lighthouse.reference_written', { objectId: matchId });
      return written;
    });
    return toReference(row);
  }

  async ofStay(userId: string, matchId: string): Promise<LighthouseMatchReferences> {
    const stay = await this.repo.stayOf(userId, matchId);
    if (!stay) throw LighthouseErrors.matchNotFound();
    const refs = await this.repo.referencesOf(matchId);
    const mine = refs.find((r) => r.author_id === userId);
    const theirs = refs.find((r) => r.author_id !== userId);
    return {
      canWrite: stay.status === 'completed' && !mine,
      publishesAt: stay.completed_at ? new Date(stay.completed_at.getTime() + LIGHTHOUSE_REFERENCE_REVEAL_DAYS * DAY_MS).toISOString() : null,
      mine: mine ? toReference(mine) : null,
      theirs: theirs?.published ? toReference(theirs) : null,
    };
  }

  /** The host of a listing the viewer may see: her badge and published references. */
  async hostOf(viewerId: string, propertyId: string): Promise<LighthouseTrust> {
    const hostId = await this.repo.hostOfVisibleProperty(viewerId, propertyId);
    if (!hostId) throw LighthouseErrors.propertyNotFound();
    return this.trustOf(hostId);
  }

  /** The other member of a stay (host or seeker): her badge and published references. */
  async otherOf(viewerId: string, matchId: string): Promise<LighthouseTrust> {
    const stay = await this.repo.stayOf(viewerId, matchId);
    if (!stay) throw LighthouseErrors.matchNotFound();
    return this.trustOf(stay.host_id === viewerId ? stay.seeker_id : stay.host_id);
  }

  private async trustOf(userId: string): Promise<LighthouseTrust> {
    const [verified, published] = await Promise.all([this.repo.verificationOf(userId), this.repo.publishedAbout(userId, SHOWN_REFERENCES)]);
    return {
      verified: verified ? { verifiedAt: verified.verified_at.toISOString(), checks: verified.verified_checks as LighthouseVerifiedCheck[] } : null,
      positive: published.positive,
      negative: published.negative,
      references: published.rows.map(toReference),
    };
  }

  /** Admin: sets the verified host badge with what was checked (logged); 404 unless she has a host profile. */
  async verify(adminId: string, userId: string, dto: VerificationDto): Promise<LighthouseVerification> {
    const checks = [...new Set(dto.checks)];
    await this.repo.transaction(async (tx) => {
      if (!(await this.repo.setVerification(tx, userId, adminId, checks))) throw LighthouseErrors.hostNotFound();
      await this.activity.record(tx, adminId, { action: 'verify_host', targetType: 'user', targetId: userId, details: { checks } });
    });
    const row = (await this.repo.verificationOf(userId))!;
    return { verifiedAt: row.verified_at.toISOString(), checks: row.verified_checks as LighthouseVerifiedCheck[] };
  }

  async unverify(adminId: string, userId: string): Promise<void> {
    await this.repo.transaction(async (tx) => {
      if (!(await this.repo.setVerification(tx, userId, adminId, null))) throw LighthouseErrors.hostNotFound();
      await this.activity.record(tx, adminId, { action: 'unverify_host', targetType: 'user', targetId: userId });
    });
  }
}
