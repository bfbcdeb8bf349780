import type { ListTexts } from '../../components/list-page';

/** The SupportMatch admin texts: spec sub-apps §5 and §8 verbatim, and the console's own. */
export const SM_ERRORS = {
  runMatching: 'Failed to run matching algorithm',
  endPartnership: 'Failed to end partnership',
  updateReport: 'Failed to update report',
} as const;

export const SM_TEXT = {
  dashboardHeading: 'SupportMatch Admin',
  dashboardSubtitle: 'Accountability partners, safety reports, announcements and profiles',
  noActivePartnerships: 'No active partnerships',
  noPastPartnerships: 'No past partnerships',
} as const;

/** The texts of the four list screens (their tabs' own texts are in the lists). */
export const SM_LIST_TEXT = {
  partnerships: {
    title: 'Partnerships',
    subtitle: 'Run matching, and review active and past partnerships',
    count: ['partnership', 'partnerships'],
    loading: 'Loading partnerships...',
  },
  reports: {
    title: 'Safety Reports',
    appBarTitle: 'Reports',
    subtitle: 'Pending and resolved reports from members',
    count: ['report', 'reports'],
    loading: 'Loading reports...',
  },
  announcements: {
    title: 'Announcements',
    subtitle: 'What SupportMatch members see on their announcements page',
    card: 'All Announcements',
    count: ['announcement', 'announcements'],
    loading: 'Loading announcements...',
    empty: 'No announcements yet',
    emptyDescription: 'Create one to tell SupportMatch members what is new.',
  },
  profiles: {
    title: 'Profiles',
    subtitle: 'SupportMatch profiles, read-only',
    card: 'All Profiles',
    count: ['profile', 'profiles'],
    loading: 'Loading profiles...',
    empty: 'No profiles found',
  },
} as const satisfies Record<string, ListTexts>;
