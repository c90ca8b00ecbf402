import { z } from 'zod';
import { fileListViewSchema, type FileListFormInput, type FileListView } from '@guiche/shared';
import { api } from '../../api/client';

/** The file list calls of spec 3 §7 "File lists". */
export const fileListsKeys = {
  lists: ['fileLists', 'list'] as const,
  list: (search: string) => ['fileLists', 'list', search] as const,
  detail: (id: number) => ['fileLists', 'detail', id] as const,
};

const pageSchema = z.object({ files: z.array(fileListViewSchema), count: z.number().int(), hasMore: z.boolean() });
export type FileListPage = z.infer<typeof pageSchema>;

export function fetchFileListPage(search: string, pageNumber: number): Promise<FileListPage> {
  const params = new URLSearchParams({ pageNumber: String(pageNumber) });
  if (search) params.set('searchParam', search);
  return api.get(`/files?${params.toString()}`, pageSchema);
}

export function fetchFileList(id: number): Promise<FileListView> {
  return api.get(`/files/${id}`, fileListViewSchema);
}

export function saveFileList(id: number | null, input: FileListFormInput): Promise<FileListView> {
  return id === null
    ? api.post('/files', input, fileListViewSchema)
    : api.put(`/files/${id}`, input, fileListViewSchema);
}

export function deleteFileList(id: number): Promise<void> {
  return api.delete(`/files/${id}`);
}

/** POST /files/uploadList/{id} (form: fileId, typeArch fileList, files, mediaType, name): the file of one option. */
export function uploadFileListFile(
  id: number,
  option: { id: number; name: string },
  file: File,
): Promise<FileListView> {
  const form = new FormData();
  form.append('fileId', String(option.id));
  form.append('typeArch', 'fileList');
  form.append('name', option.name);
  form.append('mediaType', file.type);
  form.append('files', file);
  return api.postForm(`/files/uploadList/${id}`, form, fileListViewSchema);
}
