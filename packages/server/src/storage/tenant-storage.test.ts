import { describe, expect, it } from 'vitest';
import { extensionForMime, mimeOf, servedTypeOf, sniffImage } from './tenant-storage.js';

const key = (extension: string) => `company-1/messages/00000000-0000-4000-8000-000000000000.${extension}`;

describe('extensionForMime', () => {
  it('names the extension people know, parameters and case aside', () => {
    expect(extensionForMime('image/jpeg')).toBe('jpg');
    expect(extensionForMime('audio/ogg; codecs=opus')).toBe('ogg');
    expect(extensionForMime('audio/mpeg')).toBe('mp3');
    expect(extensionForMime('audio/aac')).toBe('aac');
    expect(extensionForMime('Video/QuickTime')).toBe('mov');
    expect(extensionForMime('image/heic')).toBe('heic');
    expect(extensionForMime('text/vcard')).toBe('vcf');
    expect(extensionForMime('text/x-vcard')).toBe('vcf');
    expect(extensionForMime('application/vnd.oasis.opendocument.text')).toBe('odt');
    expect(extensionForMime('application/vnd.oasis.opendocument.spreadsheet')).toBe('ods');
    expect(extensionForMime('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe('docx');
  });

  it('answers bin for a type it does not know, or whose extension a storage key cannot hold', () => {
    expect(extensionForMime('application/x-made-up')).toBe('bin');
    expect(extensionForMime('not a type')).toBe('bin');
    // mime-db's only extension for OneNote tables of contents is `onetoc`, six letters.
    expect(extensionForMime('application/onenote')).toBe('bin');
  });
});

describe('mimeOf', () => {
  it('reads the type back from a key’s extension', () => {
    expect(mimeOf(key('mov'))).toBe('video/quicktime');
    expect(mimeOf(key('heic'))).toBe('image/heic');
    expect(mimeOf(key('aac'))).toBe('audio/aac');
    expect(mimeOf(key('ogg'))).toBe('audio/ogg');
    expect(mimeOf(key('bin'))).toBe('application/octet-stream');
    expect(mimeOf(key('zzzzz'))).toBe('application/octet-stream');
  });
});

describe('servedTypeOf', () => {
  it('serves media and documents as they are, and anything a browser would run as a download', () => {
    for (const extension of ['png', 'heic', 'mov', 'ogg', 'pdf', 'txt', 'csv', 'vcf', 'odt', 'docx', 'xlsx'])
      expect(servedTypeOf(key(extension))).toBe(mimeOf(key(extension)));
    for (const extension of ['html', 'htm', 'svg', 'xml', 'js', 'xhtml', 'bin'])
      expect(servedTypeOf(key(extension))).toBe('application/octet-stream');
  });
});

describe('sniffImage', () => {
  it('takes the pictures every browser shows, and no other kind', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    expect(await sniffImage(png)).toEqual({ extension: 'png', mime: 'image/png' });
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic', 'latin1'), Buffer.alloc(16)]);
    expect(await sniffImage(heic)).toBeUndefined();
    expect(await sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
  });
});
