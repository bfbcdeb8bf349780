import { idParamOr } from '../../common/http/id-param';
import { defineErrors, DomainError } from '../../common/errors/domain-error';

export const SleepStoriesErrors = defineErrors('sleepstories', {
  storyNotFound: [404, 'Story not found'],
  noAudio: [404, 'This story has no audio file'],
  positionBeyondDuration: [400, 'Position must be between 0 and the story’s duration'],
  noFile: [400, 'Choose an audio file to upload (form field "file")'],
  notAudio: [415, 'Not a supported audio file (MP3, M4A, OGG, WebM, WAV)'],
  wistiaRequired: [400, 'Wistia Media ID is required'],
  emptyFile: [400, 'The audio file is empty'],
  unreadableUpload: [400, 'The upload could not be read; send the file as multipart/form-data in the field "file"'],
  rangeNotSatisfiable: [416, 'The requested range is outside the audio file'],
});

/** 413 with the configured limit in words. */
export function fileTooLarge(maxMb: number) {
  return new DomainError('sleepstories.fileTooLarge', 413, `The audio file is larger than ${maxMb} MB`);
}

/** A story id in a path: a malformed one is "Story not found", like an unknown one. */
export const StoryIdParam = idParamOr(SleepStoriesErrors.storyNotFound);
