import type { SleepStoryProgress } from '@pfe/contracts/sleepstories';
import { api } from '../../../lib/api-client';

/** PUT /api/sleepstories/:id/progress: the member's own place in the story (whole seconds). */
export function saveProgress(id: string, positionSeconds: number): Promise<SleepStoryProgress> {
  return api.put<SleepStoryProgress>(`/api/sleepstories/${encodeURIComponent(id)}/progress`, { positionSeconds });
}

/**
 * The same, for when the page is going away (tab closed, navigation): a `keepalive` request the
 * browser still sends after the page is gone. Failures are nobody's to hear about.
 */
export function saveProgressOnLeave(id: string, positionSeconds: number): void {
  void fetch(`/api/sleepstories/${encodeURIComponent(id)}/progress`, {
    method: 'PUT',
    credentials: 'include',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ positionSeconds }),
  }).catch(() => undefined);
}
