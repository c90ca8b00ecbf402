import { useState, type ChangeEvent } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AttachFileOutlinedIcon from '@mui/icons-material/AttachFileOutlined';
import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import type { AnnouncementForm as AnnouncementPayload, AnnouncementView } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { DialogForm } from '../../components/DialogForm';
import { FormTextField } from '../../components/FormTextField';
import {
  NEW_ANNOUNCEMENT_VALUES,
  announcementDialogSchema,
  announcementValuesOf,
  isAnnouncementImage,
  priorityName,
  type AnnouncementDialogValues,
} from './announcementForm';
import {
  announcementsKeys,
  createAnnouncement,
  deleteAnnouncementImage,
  updateAnnouncement,
  uploadAnnouncementImage,
} from './announcementsApi';

interface AnnouncementFormProps {
  announcement: AnnouncementView | null;
  onClose(): void;
}

/**
 * The announcement dialog's body (spec 3 "Announcements"): title, text, status, priority and a .png/.jpg/.jpeg image.
 * A chosen image goes up once the announcement is saved; removing the saved one happens at once.
 */
export function AnnouncementForm({ announcement, onClose }: AnnouncementFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The saved record: after a create whose image failed to go up, a retry edits it instead of adding another.
  const [saved, setSaved] = useState(announcement);
  const [file, setFile] = useState<File | null>(null);
  const [removingImage, setRemovingImage] = useState(false);
  const form = useForm<AnnouncementDialogValues, unknown, AnnouncementPayload>({
    resolver: zodResolver(announcementDialogSchema),
    defaultValues: announcement ? announcementValuesOf(announcement) : NEW_ANNOUNCEMENT_VALUES,
  });
  const { isSubmitting } = form.formState;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: announcementsKeys.all });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      let record = saved ? await updateAnnouncement(saved.id, values) : await createAnnouncement(values);
      setSaved(record);
      if (file) record = await uploadAnnouncementImage(record.id, file);
    } catch (error) {
      handleApiError(error);
      refresh();
      return;
    }
    refresh();
    toast.success(t('announcements.saved'));
    onClose();
  });

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (chosen && !isAnnouncementImage(chosen)) {
      toast.error(t('announcements.imageOnly'));
      return;
    }
    setFile(chosen);
  }

  async function removeSavedImage() {
    if (!saved) return;
    setRemovingImage(true);
    try {
      setSaved(await deleteAnnouncementImage(saved.id));
      refresh();
    } catch (error) {
      handleApiError(error);
    } finally {
      setRemovingImage(false);
    }
  }

  const attachment = file?.name ?? saved?.mediaName ?? null;
  return (
    <DialogForm
      form={form}
      onSubmit={onSubmit}
      onCancel={onClose}
      isNew={announcement === null}
      submitTestId="announcement-submit"
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <FormTextField<AnnouncementDialogValues>
          name="title"
          label={t('announcements.fields.title')}
          autoFocus
          disabled={isSubmitting}
          slotProps={{ htmlInput: { 'data-testid': 'announcement-title' } }}
        />
        <FormTextField<AnnouncementDialogValues>
          name="text"
          label={t('announcements.fields.text')}
          multiline
          minRows={4}
          maxRows={12}
          disabled={isSubmitting}
          slotProps={{ htmlInput: { 'data-testid': 'announcement-text' } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => (
              <TextField
                select
                fullWidth
                label={t('announcements.fields.status')}
                {...field}
                disabled={isSubmitting}
                data-testid="announcement-status"
              >
                <MenuItem value="active">{t('announcements.active')}</MenuItem>
                <MenuItem value="inactive">{t('announcements.inactive')}</MenuItem>
              </TextField>
            )}
          />
          <Controller
            control={form.control}
            name="priority"
            render={({ field }) => (
              <TextField
                select
                fullWidth
                label={t('announcements.fields.priority')}
                {...field}
                disabled={isSubmitting}
                data-testid="announcement-priority"
              >
                {(['1', '2', '3'] as const).map((priority) => (
                  <MenuItem key={priority} value={priority}>
                    {t(`announcements.priorities.${priorityName(Number(priority))}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button
            component="label"
            variant="outlined"
            startIcon={<AttachFileOutlinedIcon />}
            disabled={isSubmitting || removingImage}
          >
            {t('announcements.attach')}
            <input
              hidden
              type="file"
              accept=".png,.jpg,.jpeg,image/png,image/jpeg"
              onChange={choose}
              data-testid="announcement-file"
            />
          </Button>
          <Typography
            variant="body2"
            sx={{ color: attachment ? 'text.primary' : 'text.secondary', overflowWrap: 'anywhere', flex: 1 }}
          >
            {attachment ?? t('announcements.noAttachment')}
          </Typography>
          {attachment && (
            <Tooltip title={t('announcements.removeImage')}>
              <span>
                <IconButton
                  size="small"
                  color="error"
                  aria-label={t('announcements.removeImage')}
                  disabled={isSubmitting || removingImage}
                  onClick={() => (file ? setFile(null) : void removeSavedImage())}
                  data-testid="announcement-remove-image"
                >
                  <DeleteOutlineOutlinedIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          )}
        </Stack>
      </Stack>
    </DialogForm>
  );
}
