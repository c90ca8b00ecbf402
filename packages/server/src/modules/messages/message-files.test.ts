import { describe, expect, it } from 'vitest';
import { classifyFile, cleanFileName } from './message-files.js';

const ftyp = (brand: string) =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}`, 'latin1'), Buffer.alloc(16)]);
/** An Ogg page whose stream starts with an Opus header, as a voice note does. */
const OGG_OPUS = Buffer.concat([
  Buffer.from('OggS\0\x02', 'latin1'),
  Buffer.alloc(22),
  Buffer.from('OpusHead'),
  Buffer.alloc(11),
]);
/** An ID3v2.4 tag of no frames, then an MPEG-1 layer III frame header. */
const ID3_MP3 = Buffer.concat([
  Buffer.from('ID3\x04\0\0\0\0\0\0', 'latin1'),
  Buffer.from([0xff, 0xfb, 0x90, 0x64]),
  Buffer.alloc(64),
]);
/** An EBML header naming its document type: webm. */
const WEBM = Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d4287810442858102', 'hex');
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A zip holding one stored (uncompressed) entry: how an OpenDocument file starts, with its `mimetype`. */
function storedZip(name: string, content: string): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(10, 4);
  header.writeUInt32LE(content.length, 18);
  header.writeUInt32LE(content.length, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, Buffer.from(name), Buffer.from(content)]);
}

describe('classifyFile', () => {
  it('knows pictures, audio and video by their bytes', async () => {
    expect(await classifyFile(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]), 'application/octet-stream')).toEqual({
      kind: 'image',
      mime: 'image/jpeg',
      extension: 'jpg',
    });
    expect(await classifyFile(ftyp('isom'), 'video/mp4')).toEqual({
      kind: 'video',
      mime: 'video/mp4',
      extension: 'mp4',
    });
    expect(await classifyFile(ftyp('M4A '), 'audio/x-m4a')).toEqual({
      kind: 'audio',
      mime: 'audio/mp4',
      extension: 'm4a',
    });
    expect(await classifyFile(OGG_OPUS, 'audio/ogg; codecs=opus')).toEqual({
      kind: 'audio',
      mime: 'audio/ogg',
      extension: 'ogg',
    });
    expect(await classifyFile(ID3_MP3, '')).toEqual({ kind: 'audio', mime: 'audio/mpeg', extension: 'mp3' });
    expect(await classifyFile(Buffer.from([0xff, 0xfb, 0x90, 0x64]), '')).toMatchObject({
      kind: 'audio',
      mime: 'audio/mpeg',
    });
    expect(await classifyFile(WEBM, 'audio/webm')).toMatchObject({ kind: 'audio' });
    expect(await classifyFile(WEBM, 'video/webm')).toMatchObject({ kind: 'video' });
  });

  it('sends anything else as a document under its declared type, unless it falsely claims to be media', async () => {
    expect(await classifyFile(Buffer.from('%PDF-1.7'), 'application/pdf')).toEqual({
      kind: 'document',
      mime: 'application/pdf',
      extension: 'pdf',
    });
    expect(await classifyFile(Buffer.from('a,b\n1,2'), 'text/csv')).toEqual({
      kind: 'document',
      mime: 'text/csv',
      extension: 'csv',
    });
    expect(await classifyFile(Buffer.from('<script>'), 'image/png')).toEqual({
      kind: 'document',
      mime: 'application/octet-stream',
      extension: 'bin',
    });
    expect(await classifyFile(Buffer.from('x'), 'not a type')).toMatchObject({
      kind: 'document',
      mime: 'application/octet-stream',
    });
  });

  it('keeps the known extension of documents WhatsApp does not play', async () => {
    expect(await classifyFile(ftyp('heic'), 'image/heic')).toEqual({
      kind: 'document',
      mime: 'image/heic',
      extension: 'heic',
    });
    expect(await classifyFile(ftyp('qt  '), 'video/quicktime')).toEqual({
      kind: 'document',
      mime: 'video/quicktime',
      extension: 'mov',
    });
    const card = Buffer.from('BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ana\r\nEND:VCARD\r\n');
    expect(await classifyFile(card, 'text/vcard')).toEqual({ kind: 'document', mime: 'text/vcard', extension: 'vcf' });
    // file-type knows a vCard by its first line, so the older name is read as the registered one.
    expect(await classifyFile(card, 'text/x-vcard')).toEqual({
      kind: 'document',
      mime: 'text/vcard',
      extension: 'vcf',
    });
    const odt = storedZip('mimetype', 'application/vnd.oasis.opendocument.text');
    expect(await classifyFile(odt, 'application/octet-stream')).toEqual({
      kind: 'document',
      mime: 'application/vnd.oasis.opendocument.text',
      extension: 'odt',
    });
  });

  it('believes the bytes over a declared type they contradict', async () => {
    expect(await classifyFile(PNG_1PX, 'application/pdf')).toEqual({
      kind: 'image',
      mime: 'image/png',
      extension: 'png',
    });
    const odt = storedZip('mimetype', 'application/vnd.oasis.opendocument.text');
    expect(await classifyFile(odt, 'application/pdf')).toMatchObject({
      kind: 'document',
      mime: 'application/vnd.oasis.opendocument.text',
      extension: 'odt',
    });
    // Only the first bytes of a PNG are not a picture: no file-type structure behind them, and the claim is dropped.
    expect(await classifyFile(Buffer.concat([PNG_1PX.subarray(0, 8), Buffer.alloc(64, 1)]), 'image/png')).toEqual({
      kind: 'document',
      mime: 'application/octet-stream',
      extension: 'bin',
    });
  });
});

describe('cleanFileName', () => {
  it('keeps the base name only, without control characters', () => {
    expect(cleanFileName('../../etc/passwd', 'f')).toBe('passwd');
    expect(cleanFileName('C:\\Users\\ana\\nota\u0007.pdf', 'f')).toBe('nota.pdf');
    expect(cleanFileName('', 'file.bin')).toBe('file.bin');
  });
});
