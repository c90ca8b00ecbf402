import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import { fileListFormSchema, type FileListView } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { validationIssues } from '../../api/validationIssues';
import { DialogForm } from '../../components/DialogForm';
import { FormTextField } from '../../components/FormTextField';
import { FORM_SUBMIT_DELAY_MS, pause } from '../../lib/forms';
import { queueIntegrationsKeys } from '../queue-integrations/queueIntegrationsApi';
import {
  fileListDialogSchema,
  fileListPayload,
  pendingUploads,
  rowsAfterSave,
  type FileListFormValues,
} from './fileListForm';
import { fileListsKeys, saveFileList, uploadFileListFile } from './fileListsApi';
import { FileRowsField } from './FileRowsField';

/** The file list dialog's body (spec 3 §2): name, message, then the file rows; picked files upload after the save. */
export function FileListForm({
  list,
  initialValues,
  onClose,
}: {
  list: FileListView | null;
  initialValues: FileListFormValues;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<FileListFormValues>({
    resolver: zodResolver(fileListDialogSchema),
    defaultValues: initialValues,
  });
  const { handleSubmit, setError, setValue } = form;
  // Once the save answered, the list exists: a retry after a failed upload edits it rather than adding a second one.
  const [savedId, setSavedId] = useState(list?.id ?? null);

  const onSubmit = handleSubmit(async (values) => {
    await pause(FORM_SUBMIT_DELAY_MS);
    try {
      const saved = await saveFileList(savedId, fileListFormSchema.parse(fileListPayload(values)));
      setSavedId(saved.id);
      setValue('options', rowsAfterSave(values, saved));
      // One file per request, in order, so a failure leaves the earlier ones stored and names the row that failed.
      for (const { option, file } of pendingUploads(values, saved)) await uploadFileListFile(saved.id, option, file);
    } catch (error) {
      const issues = validationIssues(error);
      if (issues.length === 0) return handleApiError(error);
      issues.forEach(({ path, message }) =>
        setError(path as keyof FileListFormValues, { message }, { shouldFocus: true }),
      );
      return;
    } finally {
      void queryClient.invalidateQueries({ queryKey: fileListsKeys.lists });
    }
    void queryClient.invalidateQueries({ queryKey: queueIntegrationsKeys.choices });
    toast.success(t('fileLists.saved'));
    onClose();
  });

  return (
    <DialogForm
      form={form}
      onSubmit={onSubmit}
      onCancel={onClose}
      isNew={savedId === null}
      submitTestId="file-list-submit"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormTextField<FileListFormValues>
          name="name"
          label={t('fileLists.fields.name')}
          slotProps={{ htmlInput: { 'data-testid': 'file-list-name' } }}
        />
        <FormTextField<FileListFormValues>
          name="message"
          label={t('fileLists.fields.message')}
          multiline
          minRows={5}
          slotProps={{ htmlInput: { 'data-testid': 'file-list-message' } }}
        />
        <FileRowsField />
      </Stack>
    </DialogForm>
  );
}
