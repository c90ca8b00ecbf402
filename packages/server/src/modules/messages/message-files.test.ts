import { describe, expect, it } from 'vitest';
import { classifyFile, cleanFileName } from './message-files.js';

const ftyp = (brand: string) => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}`, 'latin1'), Buffer.alloc(16)]);

describe('classifyFile', () => {
  it('knows pictures, audio and video by their bytes', () => {
    expect(classifyFile(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]), 'application/octet-stream')).toEqual({ kind: 'image', mime: 'image/jpeg', extension: 'jpg' });
    expect(classifyFile(ftyp('isom'), 'video/mp4')).toEqual({ kind: 'video', mime: 'video/mp4', extension: 'mp4' });
    expect(classifyFile(ftyp('M4A '), 'audio/x-m4a')).toEqual({ kind: 'audio', mime: 'audio/mp4', extension: 'm4a' });
    expect(classifyFile(Buffer.from('OggS\0\x02'), 'audio/ogg; codecs=opus')).toMatchObject({ kind: 'audio', mime: 'audio/ogg' });
    expect(classifyFile(Buffer.from('ID3\x04\0\0'), '')).toMatchObject({ kind: 'audio', mime: 'audio/mpeg' });
    expect(classifyFile(Buffer.from([0xff, 0xfb, 0x90, 0x64]), '')).toMatchObject({ kind: 'audio', mime: 'audio/mpeg' });
    const webm = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x01]);
    expect(classifyFile(webm, 'audio/webm')).toMatchObject({ kind: 'audio' });
    expect(classifyFile(webm, 'video/webm')).toMatchObject({ kind: 'video' });
  });

  it('sends anything else as a document under its declared type, unless it falsely claims to be media', () => {
    expect(classifyFile(Buffer.from('%PDF-1.7'), 'application/pdf')).toEqual({ kind: 'document', mime: 'application/pdf', extension: 'pdf' });
    expect(classifyFile(Buffer.from('a,b\n1,2'), 'text/csv')).toEqual({ kind: 'document', mime: 'text/csv', extension: 'csv' });
    expect(classifyFile(Buffer.from('<script>'), 'image/png')).toEqual({ kind: 'document', mime: 'application/octet-stream', extension: 'bin' });
    expect(classifyFile(Buffer.from('x'), 'not a type')).toMatchObject({ kind: 'document', mime: 'application/octet-stream' });
  });
});

describe('cleanFileName', () => {
  it('keeps the base name only, without control characters', () => {
    expect(cleanFileName('../../etc/passwd', 'f')).toBe('passwd');
    expect(cleanFileName('C:\\Users\\ana\\nota\u0007.pdf', 'f')).toBe('nota.pdf');
    expect(cleanFileName('', 'file.bin')).toBe('file.bin');
  });
});
