import { listTextsAt, textsAt } from '../../lib/i18n';

/** The SupportMatch admin texts: spec sub-apps §5 and §8 verbatim, and the console's own; read in the console's language when read (admin.json `supportmatch.*`). */
export const SM_ERRORS = textsAt('supportmatch.errors', ['runMatching', 'endPartnership', 'updateReport']);

export const SM_TEXT = textsAt('supportmatch.text', ['dashboardHeading', 'dashboardSubtitle', 'noActivePartnerships', 'noPastPartnerships']);

/** The texts of the four list screens (their tabs' own texts are in the lists). */
export const SM_LIST_TEXT = {
  partnerships: listTextsAt('supportmatch.lists.partnerships', ['title', 'subtitle', 'loading']),
  reports: listTextsAt('supportmatch.lists.reports', ['title', 'appBarTitle', 'subtitle', 'loading']),
  announcements: listTextsAt('announcements.lists.supportmatch', ['title', 'subtitle', 'card', 'loading', 'empty', 'emptyDescription']),
  profiles: listTextsAt('supportmatch.lists.profiles', ['title', 'subtitle', 'card', 'loading', 'empty']),
};
