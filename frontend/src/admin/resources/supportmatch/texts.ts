/** The SupportMatch admin texts: spec sub-apps §5 and §8 verbatim, and the console's own. */
export const SM_ERRORS = {
  runMatching: 'Failed to run matching algorithm',
  endPartnership: 'Failed to end partnership',
  updateReport: 'Failed to update report',
  createAnnouncement: 'Failed to create announcement',
  updateAnnouncement: 'Failed to update announcement',
  deleteAnnouncement: 'Failed to delete announcement',
} as const;

export const SM_VALIDATION = {
  titleRequired: 'Title is required',
  contentRequired: 'Content is required',
} as const;

export const SM_TEXT = {
  dashboardHeading: 'SupportMatch Admin',
  dashboardSubtitle: 'Accountability partners, safety reports, announcements and profiles',
  partnershipsHeading: 'Partnerships',
  partnershipsSubtitle: 'Run matching, and review active and past partnerships',
  partnershipsLoading: 'Loading partnerships...',
  noActivePartnerships: 'No active partnerships',
  noPastPartnerships: 'No past partnerships',
  reportsHeading: 'Safety Reports',
  reportsSubtitle: 'Pending and resolved reports from members',
  reportsLoading: 'Loading reports...',
  announcementsHeading: 'Announcements',
  announcementsSubtitle: 'What SupportMatch members see on their announcements page',
  announcementsLoading: 'Loading announcements...',
  noAnnouncements: 'No announcements yet',
  profilesHeading: 'Profiles',
  profilesSubtitle: 'SupportMatch profiles, read-only',
  profilesLoading: 'Loading profiles...',
  noProfiles: 'No profiles found',
} as const;
