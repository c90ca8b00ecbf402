import type { FileListView } from '@guiche/shared';
import type { FileListRecord } from './file-lists.repository.js';

/** Spec 3 §3: a list with its options; `file` holds the storage key, signed into a URL as the answer leaves. */
export function presentFileList({ list, options }: FileListRecord): FileListView {
  return {
    id: list.id,
    name: list.name,
    message: list.message,
    userId: list.userId,
    options: options.map((option) => ({
      id: option.id,
      name: option.name,
      path: option.path,
      mediaType: option.mediaType,
      file: option.path,
    })),
    createdAt: list.createdAt.toISOString(),
    updatedAt: list.updatedAt.toISOString(),
  };
}
