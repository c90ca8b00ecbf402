import { describe, expect, it } from 'vitest';
import type { AnnouncementView } from '@guiche/shared';
import {
  NEW_ANNOUNCEMENT_VALUES,
  announcementDialogSchema,
  announcementValuesOf,
  isAnnouncementImage,
  priorityName,
} from './announcementForm';

const view: AnnouncementView = {
  id: 4,
  title: 'Manutenção',
  text: 'Sábado às 22h',
  priority: 1,
  status: false,
  mediaPath: null,
  mediaName: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('announcement form', () => {
  it('starts a new announcement active with low priority', () => {
    expect(NEW_ANNOUNCEMENT_VALUES).toEqual({ title: '', text: '', priority: '3', status: 'active' });
  });

  it('round-trips an announcement through the form into the API payload', () => {
    const values = announcementValuesOf(view);
    expect(values).toEqual({ title: 'Manutenção', text: 'Sábado às 22h', priority: '1', status: 'inactive' });
    expect(announcementDialogSchema.parse(values)).toEqual({
      title: 'Manutenção',
      text: 'Sábado às 22h',
      priority: 1,
      status: false,
    });
  });

  it('requires the title and the text', () => {
    const result = announcementDialogSchema.safeParse({ ...NEW_ANNOUNCEMENT_VALUES, title: '  ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['title', 'validation.required'],
      ['text', 'validation.required'],
    ]);
  });

  it('accepts png and jpeg images only', () => {
    expect(isAnnouncementImage({ type: 'image/png' })).toBe(true);
    expect(isAnnouncementImage({ type: 'image/jpeg' })).toBe(true);
    expect(isAnnouncementImage({ type: 'image/gif' })).toBe(false);
    expect(isAnnouncementImage({ type: 'application/pdf' })).toBe(false);
  });

  it('names the priorities as spec 3 does (1 alta, 2 média, 3 baixa)', () => {
    expect([1, 2, 3].map(priorityName)).toEqual(['high', 'medium', 'low']);
  });
});
