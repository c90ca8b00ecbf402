import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AttachFileOutlinedIcon from '@mui/icons-material/AttachFileOutlined';
import CloseOutlinedIcon from '@mui/icons-material/CloseOutlined';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import type { QuickMessageView } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { DialogForm } from '../../components/DialogForm';
import { KeptTargetDialog } from '../../components/KeptTargetDialog';
import { PlaceholderChips, useFormPlaceholderInsert } from '../../components/PlaceholderChips';
import { validationMessage } from '../../i18n/validationMessage';
import { FORM_SUBMIT_DELAY_MS, pause } from '../../lib/forms';
import { useCurrentUser } from '../auth/sessionContext';
import { chatKeys } from '../chat/chatApi';
import {
  quickMessageDialogSchema,
  quickMessagePayload,
  quickMessageValuesOf,
  type MediaChange,
  type QuickMessageDialogOutput,
  type QuickMessageDialogValues,
} from './quickMessageForm';
import { managesQuickMessages } from './quickMessageRules';
import {
  createQuickMessage,
  fetchCategories,
  quickMessagesKeys,
  removeQuickMessageMedia,
  updateQuickMessage,
  uploadQuickMessageMedia,
} from './quickMessagesApi';

interface QuickMessageDialogProps {
  /** Null while closed; `{ message: null }` adds one. */
  target: { message: QuickMessageView | null } | null;
  onClose(): void;
}

/** Add or edit a quick message (spec 3 "Quick messages"); full screen on phones; a fresh form at every opening. */
export function QuickMessageDialog({ target, onClose }: QuickMessageDialogProps) {
  const { t } = useTranslation();
  return (
    <KeptTargetDialog
      target={target}
      onClose={onClose}
      name="quick-message"
      title={({ message }) => (message ? t('quickMessages.dialog.editTitle') : t('quickMessages.dialog.addTitle'))}
    >
      {({ message }) => <QuickMessageForm key={message?.id ?? 'new'} message={message} onClose={onClose} />}
    </KeptTargetDialog>
  );
}

function QuickMessageForm({ message, onClose }: { message: QuickMessageView | null; onClose(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const manager = managesQuickMessages(user);
  const categories = useQuery({ queryKey: quickMessagesKeys.categories, queryFn: fetchCategories });
  const [media, setMedia] = useState<MediaChange>({ kind: 'keep' });
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useForm<QuickMessageDialogValues, unknown, QuickMessageDialogOutput>({
    resolver: zodResolver(quickMessageDialogSchema),
    defaultValues: quickMessageValuesOf(message),
  });
  const { register, control, formState } = form;
  const disabled = formState.isSubmitting;
  const placeholders = useFormPlaceholderInsert<QuickMessageDialogValues>('message', form);
  // Spec 3 §5 says 'Obrigatório' for the shortcode.
  const messageOf = (text: string | undefined) =>
    text === 'validation.required' ? t('quickMessages.dialog.required') : validationMessage(text);
  const shortcodeError = messageOf(formState.errors.shortcode?.message);
  const isCategory = useWatch({ control, name: 'isCategory' });

  const onSubmit = form.handleSubmit(async (values) => {
    await pause(FORM_SUBMIT_DELAY_MS);
    try {
      const payload = quickMessagePayload(values);
      const saved = message ? await updateQuickMessage(message.id, payload) : await createQuickMessage(payload);
      if (media.kind === 'upload') await uploadQuickMessageMedia(saved.id, media.file);
      else if (media.kind === 'remove' && saved.mediaName) await removeQuickMessageMedia(saved.id);
    } catch (error) {
      handleApiError(error);
      return;
    }
    void queryClient.invalidateQueries({ queryKey: quickMessagesKeys.all });
    void queryClient.invalidateQueries({ queryKey: chatKeys.quickMessages() });
    toast.success(t('quickMessages.saved'));
    onClose();
  });

  const attached = media.kind === 'upload' ? media.file.name : media.kind === 'keep' ? message?.mediaName : null;
  return (
    <DialogForm
      form={form}
      onSubmit={onSubmit}
      onCancel={onClose}
      isNew={message === null}
      submitTestId="quick-message-submit"
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <TextField
          {...register('shortcode')}
          label={t('quickMessages.dialog.shortcode')}
          fullWidth
          autoFocus
          disabled={disabled}
          error={shortcodeError !== undefined}
          helperText={shortcodeError ?? t('quickMessages.dialog.shortcodeHint')}
          slotProps={{ htmlInput: { 'data-testid': 'quick-message-shortcode' } }}
        />
        <Stack spacing={1}>
          <TextField
            {...register('message')}
            inputRef={placeholders.inputRef}
            label={t('quickMessages.dialog.message')}
            fullWidth
            multiline
            minRows={4}
            maxRows={12}
            disabled={disabled}
            error={formState.errors.message !== undefined}
            helperText={messageOf(formState.errors.message?.message)}
            slotProps={{ htmlInput: { 'data-testid': 'quick-message-message' } }}
          />
          <PlaceholderChips
            fieldLabel={t('quickMessages.dialog.message')}
            onInsert={placeholders.insert}
            disabled={disabled}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Controller
            control={control}
            name="status"
            render={({ field }) => (
              <TextField select label={t('quickMessages.dialog.status')} fullWidth disabled={disabled} {...field}>
                <MenuItem value="active">{t('quickMessages.statuses.active')}</MenuItem>
                <MenuItem value="inactive">{t('quickMessages.statuses.inactive')}</MenuItem>
              </TextField>
            )}
          />
          <Controller
            control={control}
            name="categoryId"
            render={({ field }) => (
              <TextField
                select
                label={t('quickMessages.dialog.category')}
                fullWidth
                disabled={disabled || isCategory}
                {...field}
                value={field.value ?? ''}
                // 'Nenhuma' is a value of its own: shown, with the label above it.
                slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
              >
                <MenuItem value="">{t('quickMessages.dialog.noCategory')}</MenuItem>
                {(categories.data ?? [])
                  .filter((category) => category.id !== message?.id)
                  .map((category) => (
                    <MenuItem key={category.id} value={category.id}>
                      {category.shortcode}
                    </MenuItem>
                  ))}
              </TextField>
            )}
          />
        </Stack>
        <Stack>
          <Controller
            control={control}
            name="geral"
            render={({ field }) => (
              <Tooltip title={manager ? '' : t('quickMessages.dialog.geralHint')} placement="bottom-start">
                <FormControlLabel
                  label={t('quickMessages.dialog.geral')}
                  disabled={disabled || !manager}
                  control={
                    <Switch
                      checked={field.value === true}
                      onChange={(_event, checked) => field.onChange(checked)}
                      onBlur={field.onBlur}
                      name={field.name}
                    />
                  }
                />
              </Tooltip>
            )}
          />
          <Controller
            control={control}
            name="isCategory"
            render={({ field }) => (
              <FormControlLabel
                label={t('quickMessages.dialog.isCategory')}
                disabled={disabled}
                control={
                  <Switch
                    checked={field.value === true}
                    onChange={(_event, checked) => field.onChange(checked)}
                    onBlur={field.onBlur}
                    name={field.name}
                  />
                }
              />
            )}
          />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 40 }}>
          <input
            ref={fileInput}
            type="file"
            hidden
            data-testid="quick-message-file"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) setMedia({ kind: 'upload', file });
              event.currentTarget.value = '';
            }}
          />
          <Button
            variant="outlined"
            startIcon={<AttachFileOutlinedIcon />}
            disabled={disabled}
            onClick={() => fileInput.current?.click()}
          >
            {t('quickMessages.dialog.attach')}
          </Button>
          {attached && (
            <>
              <Typography
                variant="body2"
                noWrap
                sx={{ minWidth: 0, flex: 1 }}
                title={attached}
                data-testid="quick-message-media-name"
              >
                {media.kind === 'upload' ? t('quickMessages.dialog.mediaPending', { name: attached }) : attached}
              </Typography>
              <Tooltip title={t('quickMessages.dialog.removeMedia', { name: attached })}>
                <IconButton
                  size="small"
                  disabled={disabled}
                  aria-label={t('quickMessages.dialog.removeMedia', { name: attached })}
                  onClick={() => setMedia(message?.mediaName ? { kind: 'remove' } : { kind: 'keep' })}
                >
                  <CloseOutlinedIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </>
          )}
        </Stack>
      </Stack>
    </DialogForm>
  );
}
