import { LIGHTHOUSE_PHOTOS, LIGHTHOUSE_TEXTS } from '@pfe/contracts/lighthouse';
import { defineErrors } from '../../common/errors/domain-error';

export const LighthouseErrors = defineErrors('lighthouse', {
  noProfile: [403, 'Create your LightHouse profile first'],
  profileMissing: [404, 'Create your LightHouse profile first'],
  profileExists: [409, 'You already have a LightHouse profile'],
  profileTypeFixed: [400, 'Profile type cannot be changed'],
  seekerFieldsOnly: [400, 'Housing needs, a move-in date and a budget belong to seeker profiles only'],
  budgetOrder: [400, 'The minimum budget cannot be more than the maximum budget'],
  onlyHosts: [403, 'Only hosts can list properties'],
  propertyNotFound: [404, LIGHTHOUSE_TEXTS.propertyNotFound],
  availabilityOrder: [400, 'Available from must be on or before available until'],
  occupantsBelowAccepted: [409, 'Max occupants cannot be lower than the number of accepted requests'],
  hostCannotRequest: [403, LIGHTHOUSE_TEXTS.hostCannotRequest],
  requestOpen: [409, 'You already have an open request for this property'],
  matchNotFound: [404, 'Match request not found'],
  referenceBeforeCompletion: [409, 'A reference can be written once the stay is completed'],
  referenceWritten: [409, 'You already wrote your reference for this stay'],
  hostNotFound: [404, 'Host not found'],
  propertyFull: [409, 'This property is full'],
  propertyNotListed: [409, 'This property is not listed at the moment, so a request cannot be accepted'],
  sameStatus: [409, 'The request already has that status'],
  seekerMove: [409, 'You can only cancel a pending request'],
  hostMove: [409, 'A pending request can be accepted or rejected, and an accepted one completed or cancelled'],
  notPending: [409, 'Only a pending request can be accepted or rejected'],
  notAccepted: [409, 'Only an accepted request can be completed or cancelled'],
  hostOnlyAnswers: [409, 'Only the host can accept, reject or complete a request'],
  photoNotFound: [404, 'Photo not found'],
  noPhotoFile: [400, 'Choose a photo to upload (form field "file")'],
  emptyPhoto: [400, 'The photo file is empty'],
  notAPhoto: [415, 'Not a supported photo (JPEG, PNG or WebP)'],
  unreadablePhoto: [400, 'This photo could not be read; try another file (JPEG, PNG or WebP)'],
  unreadablePhotoUpload: [400, 'The upload could not be read; send the photo as multipart/form-data in the field "file"'],
  photoTooLarge: [413, `The photo is larger than ${LIGHTHOUSE_PHOTOS.maxBytes / (1024 * 1024)} MB`],
  tooManyPhotos: [409, `A listing can have at most ${LIGHTHOUSE_PHOTOS.max} photos`],
  conversationClosed: [409, 'This conversation is closed'],
});

/** Why a move between two statuses is refused, for the one who asked. */
export function refusedMove(role: 'seeker' | 'host', from: string, to: string) {
  if (from === to) return LighthouseErrors.sameStatus();
  if (role === 'seeker') return to === 'cancelled' ? LighthouseErrors.seekerMove() : LighthouseErrors.hostOnlyAnswers();
  if (to === 'accepted' || to === 'rejected') return LighthouseErrors.notPending();
  if (to === 'completed' || to === 'cancelled') return LighthouseErrors.notAccepted();
  return LighthouseErrors.hostMove();
}
