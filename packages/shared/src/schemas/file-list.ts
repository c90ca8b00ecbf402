import { z } from 'zod';
import { idParam, nameField, pageNumberField, searchParamField } from './common.js';
import { optionalId, rowId, writeBody } from './liberal.js';

/**
 * POST /files and PUT /files/{id} (spec 3 §5: name of 3 or more, message required). options name the files of
 * the list in order; a PUT option with an id keeps that file, one without id is a new row waiting for its upload
 * (POST /files/uploadList/{id}), and stored options left out are removed.
 */
export const fileListFormSchema = writeBody({
  name: nameField(3, 100),
  message: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required' })
    .max(4096, { message: 'validation.tooLong' }),
  userId: optionalId(),
  options: z
    .array(z.object({ id: rowId(), name: z.string().trim().min(1, { message: 'validation.required' }).max(200) }))
    .max(20)
    .default([]),
});
export type FileListFormInput = z.infer<typeof fileListFormSchema>;

/** Multipart fields of POST /files/uploadList/{id} besides the files (spec 3 §7): the option each file belongs to. */
export const fileListUploadFieldsSchema = z.object({
  id: idParam().optional(),
  fileId: idParam().optional(),
  typeArch: z.literal('fileList').optional(),
  name: z.string().max(200).optional(),
  mediaType: z.string().max(200).optional(),
});

export const listFileListsQuerySchema = z.object({ searchParam: searchParamField(), pageNumber: pageNumberField() });
export type ListFileListsQuery = z.infer<typeof listFileListsQuerySchema>;

export const fileListOptionViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Stored file name, or null until the option's file is uploaded. */
  path: z.string().nullable(),
  mediaType: z.string().nullable(),
  /** A short-lived signed URL to the stored file, or null. */
  file: z.string().nullable(),
});

export const fileListViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  message: z.string(),
  userId: z.number().int().nullable(),
  options: z.array(fileListOptionViewSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FileListView = z.infer<typeof fileListViewSchema>;

export interface FileListListAnswer {
  files: FileListView[];
  count: number;
  hasMore: boolean;
}
