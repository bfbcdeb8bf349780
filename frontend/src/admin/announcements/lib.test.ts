import { ANNOUNCEMENT_DEFAULTS, ANNOUNCEMENT_TYPE_CHOICES, announcementPayload, announcementVisibility, expiresAtInput, expiresAtPayload, validateAnnouncement } from './lib';

describe('announcements (spec §3, §5)', () => {
  it('offers the five types, info first and by default; active, not on login, no expiry', () => {
    expect(ANNOUNCEMENT_TYPE_CHOICES.map((c) => c.id)).toEqual(['info', 'warning', 'maintenance', 'update', 'promotion']);
    expect(ANNOUNCEMENT_DEFAULTS).toMatchObject({ type: 'info', isActive: true, showOnLogin: false, showOnSignInPage: false, expiresAt: null });
  });
  it('requires a title and content', () => {
    expect(validateAnnouncement({ title: '', content: '  ' })).toEqual({ title: 'Title is required', content: 'Content is required' });
    expect(validateAnnouncement({ title: 'Hi', content: 'There' })).toEqual({});
  });
  it('reads and writes expiry days in local time, the end of the picked day', () => {
    const iso = new Date(2026, 11, 5, 23, 59, 59, 999).toISOString();
    expect(expiresAtPayload('2026-12-05')).toBe(iso);
    expect(expiresAtInput(iso)).toBe('2026-12-05');
    expect(expiresAtInput('2026-12-05')).toBe('2026-12-05');
    expect(expiresAtInput(null)).toBe('');
    expect(expiresAtPayload('')).toBeNull();
    expect(expiresAtPayload(null)).toBeNull();
    expect(expiresAtPayload('2026-12-05T10:00:00.000Z')).toBe('2026-12-05T10:00:00.000Z');
  });
  it('sends the whole announcement, trimmed, with defaults for what is missing', () => {
    expect(announcementPayload({ title: ' Hi ', content: ' There ', type: 'bogus' })).toEqual({
      title: 'Hi',
      content: 'There',
      type: 'info',
      isActive: true,
      showOnLogin: false,
      showOnSignInPage: false,
      expiresAt: null,
    });
    expect(announcementPayload({ title: 'a', content: 'b', type: 'warning', isActive: false, showOnLogin: true, showOnSignInPage: true, expiresAt: '2026-12-05' })).toMatchObject({
      type: 'warning',
      isActive: false,
      showOnLogin: true,
      showOnSignInPage: true,
      expiresAt: new Date(2026, 11, 5, 23, 59, 59, 999).toISOString(),
    });
  });
  it('says whether members see it: live, expired or hidden', () => {
    const now = new Date('2026-06-01T00:00:00.000Z');
    expect(announcementVisibility({ isActive: true, expiresAt: null }, now)).toBe('Live');
    expect(announcementVisibility({ isActive: true, expiresAt: '2026-07-01T00:00:00.000Z' }, now)).toBe('Live');
    expect(announcementVisibility({ isActive: true, expiresAt: '2026-05-01T00:00:00.000Z' }, now)).toBe('Expired');
    expect(announcementVisibility({ isActive: false, expiresAt: null }, now)).toBe('Hidden');
  });
});
