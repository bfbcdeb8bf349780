import { sleepStoryListening } from '@pfe/contracts/sleepstories';
import type { AdminSleepStory, SleepStorySummary } from '@pfe/contracts/sleepstories';
import { SleepStoryEntity } from './entities/sleep-story.entity';

/** SleepStories' entities as the API answers them (never the storage key). */
export function toSummary(s: SleepStoryEntity, positionSeconds: number | null = null): SleepStorySummary {
  return {
    id: s.id,
    title: s.title,
    description: s.description,
    duration: s.duration,
    category: s.category,
    thumbnailUrl: s.thumbnailUrl,
    hasAudio: s.audioKey !== null,
    listening: sleepStoryListening(positionSeconds, s.duration),
  };
}

export function toAdminStory(s: SleepStoryEntity): AdminSleepStory {
  return {
    id: s.id,
    title: s.title,
    description: s.description,
    duration: s.duration,
    wistiaMediaId: s.wistiaMediaId,
    downloadUrl: s.downloadUrl,
    category: s.category,
    thumbnailUrl: s.thumbnailUrl,
    isActive: s.isActive,
    audio:
      s.audioKey && s.audioContentType
        ? { contentType: s.audioContentType, size: Number(s.audioSize ?? 0), uploadedAt: (s.audioUploadedAt ?? s.updatedAt).toISOString() }
        : null,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}
