import type { AdminSleepStory } from '@pfe/contracts/sleepstories';
import { messageOf } from '../../../lib/api-client';

/** The server's words for a file that is not audio (issue 21 item 15). */
export const NOT_AUDIO = 'Not a supported audio file (MP3, M4A, OGG, WebM, WAV)';

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
          reject(new Error('The server answered in a way the console could not read'));
        }
        return;
      }
      const fallback = xhr.status === 413 ? 'The audio file is too large' : xhr.status === 415 ? NOT_AUDIO : `Upload failed (${xhr.status})`;
      reject(new Error(messageOf(Object.assign(new Error(fallback), { body: xhr.responseText }), fallback)));
    };
    xhr.onerror = () => reject(new Error('Could not reach the server. Check your connection and try again.'));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

/** What the file picker offers (the server decides by the file's content). */
export const AUDIO_ACCEPT = 'audio/*,.mp3,.m4a,.aac,.ogg,.oga,.opus,.webm,.wav';
