import { describe, expect, it } from 'vitest';
import type { FileListView } from '@guiche/shared';
import {
  emptyFileRow,
  fileListDialogSchema,
  fileListPayload,
  fileListValuesOf,
  pendingUploads,
  rowsAfterSave,
} from './fileListForm';

const stored: FileListView = {
  id: 7,
  name: 'Catálogo',
  message: 'Segue o catálogo.',
  userId: null,
  options: [{ id: 11, name: 'Preços', path: 'precos.pdf', mediaType: 'application/pdf', file: null }],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const issuesOf = (values: unknown) =>
  fileListDialogSchema.safeParse(values).error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`) ?? [];

describe('file list form', () => {
  it('keeps the spec’s rules: a name of 3 or more, a message, a name on every row', () => {
    expect(issuesOf({ name: 'Ca', message: '', options: [emptyFileRow()] })).toEqual([
      'name:validation.tooShort',
      'message:validation.required',
      'options.0.name:validation.required',
    ]);
    expect(issuesOf(fileListValuesOf(stored))).toEqual([]);
  });

  it('sends stored rows by id and new ones by name, in the rows’ order, without the picked files', () => {
    const values = fileListValuesOf(stored);
    values.options.push({ ...emptyFileRow(), name: 'Fotos', file: new File(['x'], 'fotos.jpg') });
    expect(fileListPayload(values)).toEqual({
      name: 'Catálogo',
      message: 'Segue o catálogo.',
      options: [{ id: 11, name: 'Preços' }, { name: 'Fotos' }],
    });
  });

  it('uploads each picked file to the option the save answered in its row’s place', () => {
    const photo = new File(['x'], 'fotos.jpg');
    const values = fileListValuesOf(stored);
    values.options.push({ ...emptyFileRow(), name: 'Fotos', file: photo });
    const saved = {
      ...stored,
      options: [...stored.options, { id: 12, name: 'Fotos', path: null, mediaType: null, file: null }],
    };
    expect(pendingUploads(values, saved)).toEqual([{ option: { id: 12, name: 'Fotos' }, file: photo }]);
  });

  it('after a save, every row names the option saved in its place, so a retry sends them by id', () => {
    const photo = new File(['x'], 'fotos.jpg');
    const values = {
      name: 'Catálogo',
      message: 'Segue o catálogo.',
      options: [{ ...emptyFileRow(), name: 'Fotos', file: photo }],
    };
    const saved = { ...stored, options: [{ id: 12, name: 'Fotos', path: null, mediaType: null, file: null }] };
    const rows = rowsAfterSave(values, saved);
    expect(rows).toEqual([{ id: 12, name: 'Fotos', stored: null, file: photo }]);
    expect(fileListPayload({ ...values, options: rows }).options).toEqual([{ id: 12, name: 'Fotos' }]);
    expect(pendingUploads({ ...values, options: rows }, saved)).toEqual([
      { option: { id: 12, name: 'Fotos' }, file: photo },
    ]);
  });
});
