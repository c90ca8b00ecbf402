import { useState } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import type { TagView } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { DialogForm } from '../../components/DialogForm';
import { validationMessage } from '../../i18n/validationMessage';
import { FORM_SUBMIT_DELAY_MS, pause } from '../../lib/forms';
import { createTag, tagsKeys, updateTag } from './tagsApi';
import { tagDialogSchema, tagPayload, tagValuesOf, type TagDialogOutput, type TagDialogValues } from './tagForm';

interface TagDialogProps {
  /** Null while closed; `{ tag: null }` adds a tag. */
  target: { tag: TagView | null } | null;
  /** The kanban variant (TagsKanban, 'Adicionar lane'): a new tag is a lane. */
  kanban: boolean;
  onClose(): void;
}

/** Add or edit a tag (spec 3 "Tags"): name and colour. The form starts afresh at every opening. */
export function TagDialog({ target, kanban, onClose }: TagDialogProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(target);
  // Keeps the last target through the closing fade, so the title does not change while it fades out.
  if (target !== null && target !== shown) setShown(target);
  const editing = shown?.tag ?? null;
  const title = kanban
    ? editing
      ? t('tags.dialog.editLane')
      : t('tags.dialog.addLane')
    : editing
      ? t('tags.dialog.editTitle')
      : t('tags.dialog.addTitle');
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="tag-dialog-title"
      data-testid="tag-dialog"
      slotProps={{ transition: { onExited: () => setShown(null) } }}
    >
      <DialogTitle id="tag-dialog-title">{title}</DialogTitle>
      {shown && <TagForm key={editing?.id ?? 'new'} tag={editing} kanban={kanban} onClose={onClose} />}
    </Dialog>
  );
}

function TagForm({ tag, kanban, onClose }: { tag: TagView | null; kanban: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<TagDialogValues, unknown, TagDialogOutput>({
    resolver: zodResolver(tagDialogSchema),
    defaultValues: tagValuesOf(tag),
  });
  const { register, control, formState } = form;
  const messageOf = (message: string | undefined) =>
    message?.startsWith('tags.') ? t(message as 'tags.dialog.required') : validationMessage(message);

  const onSubmit = form.handleSubmit(async (values) => {
    await pause(FORM_SUBMIT_DELAY_MS);
    try {
      const payload = tagPayload(values, tag, kanban);
      if (tag) await updateTag(tag.id, payload);
      else await createTag(payload);
    } catch (error) {
      handleApiError(error);
      return;
    }
    void queryClient.invalidateQueries({ queryKey: tagsKeys.all });
    toast.success(t('tags.saved'));
    onClose();
  });

  const nameError = messageOf(formState.errors.name?.message);
  const colorError = messageOf(formState.errors.color?.message);
  const color = useWatch({ control, name: 'color' }) ?? '';
  return (
    <DialogForm
      form={form}
      onSubmit={onSubmit}
      onCancel={onClose}
      isNew={tag === null}
      submitTestId="tag-dialog-submit"
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <TextField
          {...register('name')}
          label={t('tags.dialog.name')}
          fullWidth
          autoFocus
          disabled={formState.isSubmitting}
          error={nameError !== undefined}
          helperText={nameError}
          slotProps={{ htmlInput: { 'data-testid': 'tag-name-input' } }}
        />
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <TextField
            {...register('color')}
            label={t('tags.dialog.color')}
            fullWidth
            disabled={formState.isSubmitting}
            error={colorError !== undefined}
            helperText={colorError}
            slotProps={{ htmlInput: { 'data-testid': 'tag-color-input', spellCheck: false } }}
          />
          <Box
            component="input"
            type="color"
            aria-label={t('tags.dialog.pickColor')}
            value={/^#[0-9a-fA-F]{6}$/.test(color) ? color : '#000000'}
            onChange={(event) =>
              form.setValue('color', event.currentTarget.value, { shouldValidate: true, shouldDirty: true })
            }
            disabled={formState.isSubmitting}
            sx={{
              width: 56,
              height: 56,
              p: 0.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'background.paper',
              cursor: 'pointer',
              flexShrink: 0,
            }}
          />
        </Stack>
      </Stack>
    </DialogForm>
  );
}
