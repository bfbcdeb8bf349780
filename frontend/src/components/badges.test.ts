import { announcementBadge, partnershipBadge } from './badges';

describe('partnershipBadge (spec §4 History)', () => {
  it.each([
    ['active', 'Active', 'default'],
    ['completed', 'Completed', 'secondary'],
    ['cancelled', 'Cancelled', 'secondary'],
    ['ended_early', 'Ended Early', 'destructive'],
    ['ended', 'Ended', 'secondary'],
    ['paused_by_admin', 'Paused by admin', 'secondary'],
    [null, 'Unknown', 'secondary'],
  ])('%s → %s (%s)', (status, label, variant) => {
    expect(partnershipBadge(status)).toEqual({ label, variant });
  });
});

describe('announcementBadge (spec §4 Announcements)', () => {
  it.each([
    ['warning', 'Warning', 'destructive'],
    ['maintenance', 'Maintenance', 'secondary'],
    ['update', 'Update', 'default'],
    ['promotion', 'Promotion', 'secondary'],
    ['info', 'Info', 'secondary'],
    ['celebration', 'Celebration', 'secondary'],
    ['', 'Info', 'secondary'],
    [null, 'Info', 'secondary'],
  ])('%s → %s (%s)', (type, label, variant) => {
    expect(announcementBadge(type)).toEqual({ label, variant });
  });
});
