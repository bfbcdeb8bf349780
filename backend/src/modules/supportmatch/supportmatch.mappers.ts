import type { Block } from '@pfe/contracts';
import type { Exclusion, Report, SupportMatchProfile } from '@pfe/contracts/supportmatch';
import { SupportMatchReportEntity } from './entities/supportmatch-report.entity';
import { SupportMatchProfileEntity } from './entities/supportmatch-profile.entity';

/** SupportMatch's entities and rows as the API answers them. */
export function toProfileResponse(p: SupportMatchProfileEntity): SupportMatchProfile {
  return {
    id: p.id,
    userId: p.userId,
    nickname: p.nickname,
    gender: p.gender,
    genderPreference: p.genderPreference,
    city: p.city,
    state: p.state,
    country: p.country,
    timezone: p.timezone,
    timezonePreference: p.timezonePreference,
    isActive: p.isActive,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

export function toReportResponse(r: SupportMatchReportEntity, nicknames: Map<string, string>): Report {
  return {
    id: r.id,
    reporterId: r.reporterId,
    reportedUserId: r.reportedUserId,
    reporterNickname: nicknames.get(r.reporterId) ?? null,
    reportedNickname: nicknames.get(r.reportedUserId) ?? null,
    partnershipId: r.partnershipId,
    reason: r.reason,
    description: r.description,
    status: r.status,
    resolution: r.resolution,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** A block as SupportMatch shows it: named by the nickname she met them by here, else null. */
export function toExclusionResponse(b: Block): Exclusion {
  return { id: b.id, excludedUserId: b.blockedUserId, excludedNickname: b.metIn.find((m) => m.app === 'supportmatch')?.name ?? null, reason: b.reason, createdAt: b.createdAt };
}
