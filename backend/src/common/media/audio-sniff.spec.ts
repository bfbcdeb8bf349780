import { detectAudioType } from './audio-sniff';

const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('detectAudioType', () => {
  it.each([
    ['MP3 with an ID3 tag', bytes('ID3', [4, 0, 0, 0, 0, 0, 0], 'rest'), 'audio/mpeg'],
    ['MP3 frame without a tag (MPEG-1 layer III, 128 kbit/s, 44.1 kHz)', bytes([0xff, 0xfb, 0x90, 0x64]), 'audio/mpeg'],
    ['AAC in ADTS', bytes([0xff, 0xf1, 0x50, 0x80]), 'audio/aac'],
    ['M4A', bytes([0, 0, 0, 0x20], 'ftypM4A ', [0, 0, 0, 0]), 'audio/mp4'],
    ['MP4 (isom)', bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 2, 0]), 'audio/mp4'],
    ['OGG/Opus', bytes('OggS', [0, 2]), 'audio/ogg'],
    ['WebM', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], 'webm'), 'audio/webm'],
    ['WAV', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '), 'audio/wav'],
  ])('recognises %s', (_name, head, type) => {
    expect(detectAudioType(head)).toBe(type);
  });

  it.each([
    ['an HTML page', bytes('<!doctype html><html>')],
    ['a Windows executable', bytes('MZ', [0x90, 0, 3, 0])],
    ['a PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a])],
    ['an AVI (RIFF but not WAVE)', bytes('RIFF', [0, 0, 0, 0], 'AVI LIST')],
    ['Matroska video (EBML but not webm)', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], 'matroska')],
    ['an MP4 of an unknown brand', bytes([0, 0, 0, 0x18], 'ftypqt  ', [0, 0, 0, 0])],
    ['a frame sync with a reserved version', bytes([0xff, 0xeb, 0x90, 0x64])],
    ['a frame sync with a bad bitrate', bytes([0xff, 0xfb, 0xf0, 0x64])],
    ['"ID3" alone', bytes('ID3')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_name, head) => {
    expect(detectAudioType(head)).toBeNull();
  });
});
