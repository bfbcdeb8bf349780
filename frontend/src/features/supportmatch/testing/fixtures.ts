import type { ChatMessage } from '@pfe/contracts';
import type { ActivePartnership, SupportMatchProfile } from '@pfe/contracts/supportmatch';

export const ME = '0b6a6c2e-7d1f-4c35-9d0b-2f1d6a1f0c11';
export const PARTNER = '7c1d2e3f-0000-4000-8000-000000000002';

export function makeProfile(overrides: Partial<SupportMatchProfile> = {}): SupportMatchProfile {
  return {
    id: 'prof-1',
    userId: ME,
    nickname: 'Sunny',
    gender: 'female',
    genderPreference: 'any',
    city: 'Austin',
    state: 'TX',
    country: 'United States',
    timezone: 'America/Chicago',
    timezonePreference: 'same_timezone',
    isActive: true,
    createdAt: '2026-02-01T10:00:00.000Z',
    updatedAt: '2026-02-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makePartnership(overrides: Partial<ActivePartnership> = {}): ActivePartnership {
  return {
    id: 'pship-1',
    partnerNickname: 'River',
    partnerUserId: PARTNER,
    startDate: '2026-03-01T12:00:00',
    endDate: '2026-03-31T12:00:00',
    status: 'active',
    ...overrides,
  };
}

export const message = (id: string, senderId: string, content: string, createdAt: string): ChatMessage => ({ id, seq: 0, clientId: id, senderId, content, createdAt });
