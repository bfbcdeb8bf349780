export { SleepStoriesLibraryRoute } from './routes/library';
export { SleepStoryRoute } from './routes/story';
