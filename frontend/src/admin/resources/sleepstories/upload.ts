import type { AdminSleepStory } from '@pfe/contracts/sleepstories';
import { messageOf } from '../../../lib/api-client';
import { adminT } from '../../lib/i18n';

/**
 * POST /api/sleepstories/admin/{id}/audio: the file in the multipart field `file`. An
 * XMLHttpRequest rather than fetch, for upload progress on large files; the browser sends the
 * same-origin proof (Origin, Sec-Fetch-Site) the server requires of uploads.
 */
export function uploadStoryAudio(id: string, file: File, onProgress?: (fraction: number) => void): Promise<AdminSleepStory> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/sleepstories/admin/${encodeURIComponent(id)}/audio`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as AdminSleepStory);
        } catch {
          reject(new Error(adminT('sleepstories.upload.unreadable')));
        }
        return;
      }
      const fallback =
        xhr.status === 413
          ? adminT('sleepstories.upload.tooLarge')
          : xhr.status === 415
            ? adminT('sleepstories.upload.notAudio')
            : adminT('sleepstories.upload.failed', { status: xhr.status });
      reject(new Error(messageOf(Object.assign(new Error(fallback), { body: xhr.responseText }), fallback)));
    };
    xhr.onerror = () => reject(new Error(adminT('sleepstories.upload.offline')));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

/** What the file picker offers (the server decides by the file's content). */
export const AUDIO_ACCEPT = 'audio/*,.mp3,.m4a,.aac,.ogg,.oga,.opus,.webm,.wav';
