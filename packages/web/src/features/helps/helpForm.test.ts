import { describe, expect, it } from 'vitest';
import { helpFormSchema, type HelpView } from '@guiche/shared';
import { NEW_HELP_VALUES, helpValuesOf } from './helpForm';

const help: HelpView = {
  id: 2,
  title: 'Conexões',
  description: 'Como ler o QR code',
  video: 'dQw4w9WgXcQ',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('help form', () => {
  it('round-trips a help through the form into the API payload', () => {
    expect(helpFormSchema.parse(helpValuesOf(help))).toEqual({
      title: 'Conexões',
      description: 'Como ler o QR code',
      video: 'dQw4w9WgXcQ',
    });
  });

  it('refuses a new help without a title and a video code that is not an id', () => {
    const result = helpFormSchema.safeParse({ ...NEW_HELP_VALUES, video: 'https://youtu.be/x' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['title', 'validation.required'],
      ['video', 'validation.invalidOption'],
    ]);
  });
});
