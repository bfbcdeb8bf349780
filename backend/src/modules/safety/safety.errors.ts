import { defineErrors } from '../../common/errors/domain-error';

export const SafetyErrors = defineErrors('safety', {
  blockSelf: [400, 'You cannot block yourself'],
  /** Another member's block and a missing one read the same. */
  blockNotFound: [404, 'Block not found'],
  memberNotFound: [404, 'Member not found'],
});
