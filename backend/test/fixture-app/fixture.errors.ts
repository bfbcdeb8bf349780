import { defineErrors } from '../../src/common/errors/domain-error';

export const FixtureErrors = defineErrors('fixture', {
  noProfile: [403, 'Create your Fixture profile first'],
  noteNotFound: [404, 'Note not found'],
  notVoice: [400, 'A voice memo must be a WAV or Ogg audio file'],
  voiceTooLarge: [413, 'A voice memo can be at most 1 MB'],
  voiceUnreadable: [400, 'Send one voice memo in the field "file"'],
  voiceMissing: [400, 'Attach a voice memo'],
});
