import { z } from 'zod';
import { fileListFormSchema, type FileListView } from '@guiche/shared';

/** One file row of the dialog: a stored option (id) or a new one, and the file picked for it, if any. */
export interface FileRowValues {
  id: number | null;
  name: string;
  /** The stored file's name, shown until another is picked. */
  stored: string | null;
  file: File | null;
}

export interface FileListFormValues {
  name: string;
  message: string;
  options: FileRowValues[];
}

export function fileListValuesOf(list: FileListView | null): FileListFormValues {
  return {
    name: list?.name ?? '',
    message: list?.message ?? '',
    options: (list?.options ?? []).map((option) => ({
      id: option.id,
      name: option.name,
      stored: option.path,
      file: null,
    })),
  };
}

/** The row the 'add file' control appends. */
export const emptyFileRow = (): FileRowValues => ({ id: null, name: '', stored: null, file: null });

/** The list as the server takes it: rows in order, stored ones by id, new ones waiting for their upload. */
export function fileListPayload(values: FileListFormValues): z.input<typeof fileListFormSchema> {
  return {
    name: values.name,
    message: values.message,
    options: values.options.map((row) => (row.id === null ? { name: row.name } : { id: row.id, name: row.name })),
  };
}

/**
 * The uploads after a save: the answer lists the options in the rows' order, so row i's picked file goes to
 * option i (a new row has its id only now).
 */
export function pendingUploads(
  values: FileListFormValues,
  saved: FileListView,
): { option: { id: number; name: string }; file: File }[] {
  return values.options.flatMap((row, index) => {
    const option = saved.options[index];
    return row.file && option ? [{ option: { id: option.id, name: option.name }, file: row.file }] : [];
  });
}

/**
 * The rows once the save answered: each names the option saved in its place, so a retry after a failed upload edits
 * those options (and re-sends only the picked files) instead of adding them again.
 */
export function rowsAfterSave(values: FileListFormValues, saved: FileListView): FileRowValues[] {
  return values.options.map((row, index) => ({ ...row, id: saved.options[index]?.id ?? row.id }));
}

/** The client check: the shared rules ('nome muito curto', 'Obrigatório') applied to the payload. */
export const fileListDialogSchema = z.custom<FileListFormValues>().superRefine((values, ctx) => {
  const parsed = fileListFormSchema.safeParse(fileListPayload(values));
  if (parsed.success) return;
  for (const issue of parsed.error.issues)
    ctx.addIssue({ code: 'custom', path: issue.path.map(String), message: issue.message });
});
