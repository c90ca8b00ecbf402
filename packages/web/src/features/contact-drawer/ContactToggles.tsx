import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ContactView } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { contactsKeys } from '../contacts/contactsApi';
import { toggleAcceptAudio, toggleDisableBot } from './drawerApi';

/** The contact's chatbot and audio switches (PUT /contacts/toggleDisableBot and toggleAcceptAudio). */
export function ContactToggles({ contact }: { contact: ContactView }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const saved = (updated: ContactView) => queryClient.setQueryData(contactsKeys.detail(contact.id), updated);
  const bot = useMutation({
    mutationFn: () => toggleDisableBot(contact.id),
    onSuccess: saved,
    onError: handleApiError,
  });
  const audio = useMutation({
    mutationFn: () => toggleAcceptAudio(contact.id),
    onSuccess: saved,
    onError: handleApiError,
  });
  return (
    <Stack sx={{ px: 2 }}>
      <FormControlLabel
        control={
          <Switch
            checked={contact.disableBot}
            disabled={bot.isPending}
            onChange={() => bot.mutate()}
            slotProps={{ input: { 'data-testid': 'drawer-disable-bot' } as Record<string, string> }}
          />
        }
        label={t('contactDrawer.disableBot')}
      />
      <FormControlLabel
        control={
          <Switch
            checked={contact.acceptAudioMessage}
            disabled={audio.isPending}
            onChange={() => audio.mutate()}
            slotProps={{ input: { 'data-testid': 'drawer-accept-audio' } as Record<string, string> }}
          />
        }
        label={t('contactDrawer.acceptAudio')}
      />
    </Stack>
  );
}
