import { useTranslation } from 'react-i18next';
import { RecordDialog } from '../../components/RecordDialog';
import { fileListValuesOf } from './fileListForm';
import { fetchFileList, fileListsKeys } from './fileListsApi';
import { FileListForm } from './FileListForm';

/** Add (id null) or edit a file list; null target: closed. */
export function FileListDialog({ target, onClose }: { target: { id: number | null } | null; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <RecordDialog
      target={target}
      onClose={onClose}
      name="file-list"
      addTitle={t('fileLists.addTitle')}
      editTitle={t('fileLists.editTitle')}
      queryKey={fileListsKeys.detail}
      fetchRecord={fetchFileList}
      renderForm={(list) => <FileListForm list={list} initialValues={fileListValuesOf(list)} onClose={onClose} />}
    />
  );
}
