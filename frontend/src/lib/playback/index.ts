export { PlaybackContext, usePlayback, type Playback, type PlaybackControls, type PlaybackState, type PlaybackTrack } from './context';
export * from './sleep-timer';
export { onStopPlayback, stopPlayback } from './stop';
