import { makeWav } from './audio';

/**
 * Hostile multipart/form-data bodies for the upload routes (the manifest entries' `uploads`): each must get a
 * 4xx in the error shape, store no file and change no table. Built as raw bytes, so that names
 * with NUL bytes, prototype keys and broken framing reach the server as they are.
 */
export interface HostileMultipart {
  label: string;
  contentType: string;
  body: Buffer;
}

const BOUNDARY = '----pfe-hostile-boundary';
const WAV = makeWav(0.05);
const HTML = Buffer.from('<!doctype html><script>alert(document.cookie)</script>'.padEnd(200, ' '));

/** CRC-32 as PNG chunks use it. */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    let c = (crc ^ byte) & 0xff;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crc = (crc >>> 8) ^ c;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A well-formed PNG header claiming 100,000 × 100,000 pixels (a decompression bomb: 30 GB decoded). */
export const PNG_BOMB = (() => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(100_000, 0);
  header.writeUInt32BE(100_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])), pngChunk('IEND', Buffer.alloc(0))]);
})();

/** A JPEG's first bytes followed by an HTML page (a polyglot a browser might sniff as HTML). */
export const JPEG_POLYGLOT = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), HTML]);

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');

function part(headers: string, content: Buffer | string): Buffer {
  return Buffer.concat([Buffer.from(`--${BOUNDARY}\r\n${headers}\r\n\r\n`, 'latin1'), Buffer.isBuffer(content) ? content : Buffer.from(content, 'latin1'), Buffer.from('\r\n')]);
}
const file = (name: string, filename: string, content: Buffer, type = 'audio/wav') => part(`Content-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}`, content);
const field = (name: string, value: string) => part(`Content-Disposition: form-data; name="${name}"`, value);
const body = (...parts: Buffer[]) => Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);
const multipart = `multipart/form-data; boundary=${BOUNDARY}`;

export const HOSTILE_MULTIPART: HostileMultipart[] = [
  { label: 'an HTML page declared as audio', contentType: multipart, body: body(file('file', 'story.mp3', HTML, 'audio/mpeg')) },
  { label: 'an SVG with a script declared as a PNG photo', contentType: multipart, body: body(file('file', 'room.png', SVG, 'image/png')) },
  { label: 'a JPEG header glued on an HTML page', contentType: multipart, body: body(file('file', 'room.jpg', JPEG_POLYGLOT, 'image/jpeg')) },
  { label: 'a PNG claiming 100,000 × 100,000 pixels', contentType: multipart, body: body(file('file', 'room.png', PNG_BOMB, 'image/png')) },
  { label: 'a path-climbing file name with non-audio content', contentType: multipart, body: body(file('file', '../../../../etc/passwd', HTML)) },
  { label: 'the file under __proto__', contentType: multipart, body: body(file('__proto__', 'a.wav', WAV)) },
  { label: 'a text field __proto__[polluted]', contentType: multipart, body: body(field('__proto__[polluted]', 'yes'), file('file', 'a.wav', WAV)) },
  { label: 'a text field constructor[prototype][polluted]', contentType: multipart, body: body(field('constructor[prototype][polluted]', 'yes'), file('file', 'a.wav', WAV)) },
  { label: 'a field name with a NUL byte', contentType: multipart, body: body(file('fi\u0000le', 'a.wav', WAV)) },
  { label: 'a field name nested 5,000 deep', contentType: multipart, body: body(file(`file${'[a]'.repeat(5000)}`, 'a.wav', WAV)) },
  { label: 'two files', contentType: multipart, body: body(file('file', 'a.wav', WAV), file('file', 'b.wav', WAV)) },
  { label: 'an empty file', contentType: multipart, body: body(file('file', 'a.wav', Buffer.alloc(0))) },
  { label: 'no parts at all', contentType: multipart, body: Buffer.from(`--${BOUNDARY}--\r\n`) },
  { label: 'a body cut off in the middle of the file', contentType: multipart, body: Buffer.concat([Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.wav"\r\n\r\n`), WAV.subarray(0, 100)]) },
  { label: 'no boundary in the Content-Type', contentType: 'multipart/form-data', body: body(file('file', 'a.wav', WAV)) },
  { label: 'a part without Content-Disposition', contentType: multipart, body: body(part('Content-Type: audio/wav', WAV)) },
  { label: 'a header line of 100,000 characters', contentType: multipart, body: body(part(`Content-Disposition: form-data; name="file"; filename="${'a'.repeat(100_000)}.wav"`, WAV)) },
  { label: 'garbage instead of multipart', contentType: multipart, body: Buffer.from('\u0000\u0001\u0002 not multipart at all', 'latin1') },
];
