import { defineErrors } from '../../common/errors/domain-error';

export const SupportMatchErrors = defineErrors('supportmatch', {
  noProfile: [403, 'Create your SupportMatch profile first'],
  profileExists: [409, 'You already have a SupportMatch profile'],
  partnershipNotFound: [404, 'Partnership not found'],
  memberNotFound: [404, 'Member not found'],
  blockWhom: [400, 'Choose a partnership or a member to block, not both'],
  reportSelf: [400, 'You cannot report yourself'],
  reportNotPartner: [400, 'The reported member is not your partner in that partnership'],
  reportNotFound: [404, 'Report not found'],
  matchingRunning: [409, 'A matching run is already in progress'],
  badPartnershipStatus: [400, 'Status must be ended, cancelled or completed'],
  partnershipNotActive: [409, 'This partnership has already ended'],
});
