/** The console resource of the stories (served by /api/sleepstories/admin). */
export const STORIES_RESOURCE = 'sleepstories/stories';
