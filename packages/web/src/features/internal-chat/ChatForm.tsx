import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import type { ChatView, UserListItem } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { DialogForm } from '../../components/DialogForm';
import { FormTextField } from '../../components/FormTextField';
import { validationMessage } from '../../i18n/validationMessage';
import { FORM_SUBMIT_DELAY_MS, pause } from '../../lib/forms';
import { useCurrentUser } from '../auth/sessionContext';
import { fetchUserNames } from '../users/usersApi';
import { canSaveChat, chatDialogSchema, chatPayload, type ChatDialogOutput, type ChatDialogValues } from './chatForm';
import { createChat, internalChatKeys, updateChat } from './internalChatApi';

interface ChatFormProps {
  chat: ChatView | null;
  initialValues: ChatDialogValues;
  onClose(): void;
  onSaved?: ((chat: ChatView) => void) | undefined;
}

/** The body of the chat dialog: title and a multi-select of the company's other users. */
export function ChatForm({ chat, initialValues, onClose, onSaved }: ChatFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const me = useCurrentUser();
  const users = useQuery({ queryKey: ['users', 'names'], queryFn: fetchUserNames });
  const others = (users.data ?? []).filter((user) => user.id !== me.id);
  const form = useForm<ChatDialogValues, unknown, ChatDialogOutput>({
    resolver: zodResolver(chatDialogSchema),
    defaultValues: initialValues,
  });
  const { control, handleSubmit } = form;
  const watched = useWatch({ control });

  const onSubmit = handleSubmit(async (values) => {
    await pause(FORM_SUBMIT_DELAY_MS);
    let saved: ChatView;
    try {
      saved = chat ? await updateChat(chat.id, chatPayload(values)) : await createChat(chatPayload(values));
    } catch (error) {
      handleApiError(error);
      return;
    }
    queryClient.setQueryData(internalChatKeys.chat(saved.uuid), saved);
    void queryClient.invalidateQueries({ queryKey: internalChatKeys.lists });
    toast.success(t('internalChat.saved'));
    onClose();
    onSaved?.(saved);
  });

  return (
    <DialogForm
      form={form}
      onSubmit={onSubmit}
      onCancel={onClose}
      isNew={chat === null}
      submitTestId="chat-dialog-submit"
      submitDisabled={!canSaveChat({ title: watched.title, users: watched.users as UserListItem[] | undefined })}
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <FormTextField<ChatDialogValues>
          name="title"
          label={t('internalChat.dialog.title')}
          autoFocus
          slotProps={{ htmlInput: { 'data-testid': 'chat-title-input' } }}
        />
        <Controller
          control={control}
          name="users"
          render={({ field, fieldState }) => (
            <Autocomplete<UserListItem, true>
              multiple
              options={others}
              loading={users.isPending}
              value={field.value}
              onChange={(_event, value) => field.onChange(value)}
              onBlur={field.onBlur}
              getOptionLabel={(user) => user.name}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              noOptionsText={t('internalChat.dialog.noUsers')}
              filterSelectedOptions
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('internalChat.dialog.users')}
                  error={Boolean(fieldState.error)}
                  helperText={validationMessage(fieldState.error?.message)}
                  slotProps={{
                    ...params.slotProps,
                    htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'chat-users-input' },
                  }}
                />
              )}
            />
          )}
        />
      </Stack>
    </DialogForm>
  );
}
