/** SleepStories (spec sub-apps §3, §5, §7; issue 12): the story library, our hosted audio and a member's own progress. */

/** Spec §3: the categories, `general` by default. */
export const SLEEP_STORY_CATEGORIES = ['general', 'nature', 'fantasy', 'meditation', 'bedtime'] as const;
export type SleepStoryCategory = (typeof SLEEP_STORY_CATEGORIES)[number];
export const DEFAULT_SLEEP_STORY_CATEGORY: SleepStoryCategory = 'general';

export const SLEEP_STORY_LIMITS = {
  title: 200,
  description: 5000,
  wistiaMediaId: 100,
  url: 2000,
  /** Twenty-four hours: no story is longer. */
  durationSeconds: 86_400,
} as const;

/** The audio types we accept, as detected from the file's first bytes (never the declared type). */
export const SLEEP_STORY_AUDIO_TYPES = ['audio/mpeg', 'audio/aac', 'audio/mp4', 'audio/ogg', 'audio/webm', 'audio/wav'] as const;
export type SleepStoryAudioType = (typeof SLEEP_STORY_AUDIO_TYPES)[number];

/** One story of the library grid (GET /api/sleepstories: active stories only). */
export interface SleepStorySummary {
  id: string;
  title: string;
  description: string;
  /** Whole seconds. */
  duration: number;
  category: SleepStoryCategory;
  thumbnailUrl: string | null;
  /** Whether we host its audio (it then plays from GET /api/sleepstories/:id/audio, else from its Wistia id). */
  hasAudio: boolean;
  /** The caller's own listening: not started, in progress (a saved position), or played (within 30 s of the end). */
  listening: SleepStoryListening;
}

export const SLEEP_STORY_LISTENING = ['not_started', 'in_progress', 'played'] as const;
export type SleepStoryListening = (typeof SLEEP_STORY_LISTENING)[number];

/** A story counts as played once the saved position is this close to its end (the credits, the fade). */
export const SLEEP_STORY_PLAYED_WITHIN_SECONDS = 30;

export function sleepStoryListening(positionSeconds: number | null | undefined, duration: number): SleepStoryListening {
  if (positionSeconds === null || positionSeconds === undefined || positionSeconds <= 0) return 'not_started';
  return positionSeconds >= Math.max(1, duration - SLEEP_STORY_PLAYED_WITHIN_SECONDS) ? 'played' : 'in_progress';
}

/** A member's own place in a story; nobody else ever reads it. */
export interface SleepStoryProgress {
  positionSeconds: number;
  updatedAt: string;
}

/** GET /api/sleepstories/:id */
export interface SleepStoryDetail extends SleepStorySummary {
  /** None when the story plays its own audio. */
  wistiaMediaId: string | null;
  downloadUrl: string | null;
  /** The hosted audio's content type, when it has one. */
  audioContentType: SleepStoryAudioType | null;
  progress: SleepStoryProgress | null;
}

/** The hosted audio as admins see it. */
export interface SleepStoryAudio {
  contentType: SleepStoryAudioType;
  /** Bytes. */
  size: number;
  uploadedAt: string;
}

/** A story in the console (GET /api/sleepstories/admin/all and friends). */
export interface AdminSleepStory {
  id: string;
  title: string;
  description: string;
  duration: number;
  wistiaMediaId: string | null;
  downloadUrl: string | null;
  category: SleepStoryCategory;
  thumbnailUrl: string | null;
  isActive: boolean;
  audio: SleepStoryAudio | null;
  createdAt: string;
  updatedAt: string;
}

/** POST /api/sleepstories/admin, PUT /api/sleepstories/admin/:id (the whole record each time). */
export interface SleepStoryInput {
  title: string;
  description: string;
  duration: number;
  /** Optional for a story with its own audio; an active story without audio needs it. */
  wistiaMediaId?: string | null;
  downloadUrl?: string | null;
  category?: SleepStoryCategory;
  thumbnailUrl?: string | null;
  isActive?: boolean;
}

/** PUT /api/sleepstories/:id/progress */
export interface SleepStoryProgressInput {
  positionSeconds: number;
}
