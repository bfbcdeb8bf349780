/**
 * The audio types the platform recognises from a file's first bytes. Which of them an app stores is
 * the app's (its manifest entry's `uploads[].types`); this file names no app.
 */
export const AUDIO_TYPES = ['audio/mpeg', 'audio/aac', 'audio/mp4', 'audio/ogg', 'audio/webm', 'audio/wav'] as const;
export type AudioType = (typeof AUDIO_TYPES)[number];

/** How many leading bytes detectAudioType needs to decide. */
export const SNIFF_BYTES = 64;

const ascii = (bytes: Buffer, at: number, text: string) => bytes.length >= at + text.length && bytes.toString('latin1', at, at + text.length) === text;

/** ISO BMFF brands of audio-capable MP4 files (M4A, M4B, plain MP4/ISO, DASH). */
const MP4_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ', 'mp41', 'mp42', 'isom', 'iso2', 'iso4', 'iso5', 'iso6', 'dash', 'MSNV']);

/**
 * The audio type of a file from its first bytes, or null when it is none we accept. What the
 * client declared is never consulted: a renamed HTML page or executable is refused here.
 */
export function detectAudioType(head: Buffer): AudioType | null {
  if (ascii(head, 0, 'ID3') && head.length >= 10) return 'audio/mpeg';
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WAVE')) return 'audio/wav';
  if (ascii(head, 0, 'OggS')) return 'audio/ogg';
  if (ascii(head, 4, 'ftyp') && MP4_BRANDS.has(head.toString('latin1', 8, 12))) return 'audio/mp4';
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) {
    // EBML: WebM declares its DocType near the start (Matroska video is not accepted).
    return head.subarray(0, SNIFF_BYTES).includes('webm', 0, 'latin1') ? 'audio/webm' : null;
  }
  if (head.length >= 4 && head[0] === 0xff && (head[1] & 0xe0) === 0xe0) {
    const version = (head[1] >> 3) & 0x03;
    const layer = (head[1] >> 1) & 0x03;
    // ADTS (AAC): MPEG-4/2 with layer bits 00 and a valid sampling index.
    if ((head[1] & 0xf6) === 0xf0 && ((head[2] >> 2) & 0x0f) < 13) return 'audio/aac';
    // MPEG audio frame (MP3 without an ID3 tag): a known version and layer, a valid bitrate and sampling rate.
    const bitrate = head[2] >> 4;
    const sampling = (head[2] >> 2) & 0x03;
    if (version !== 0x01 && layer !== 0x00 && bitrate !== 0x0f && bitrate !== 0x00 && sampling !== 0x03) return 'audio/mpeg';
  }
  return null;
}

/** The file extension stored with each type (keys end with it; nothing reads it back). */
export const AUDIO_EXTENSION: Record<AudioType, string> = {
  'audio/mpeg': 'mp3',
  'audio/aac': 'aac',
  'audio/mp4': 'm4a',
  'audio/ogg': 'ogg',
  'audio/webm': 'webm',
  'audio/wav': 'wav',
};
