import type { ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { BEFORE_ATTENDANT } from '../../components/PlaceholderChips';
import { ConnectionMessageField } from './ConnectionMessageField';
import { GreetingMediaPicker } from './GreetingMediaPicker';
import type { GreetingMediaChange } from './greetingMedia';

interface MessagesTabProps {
  /** The stored greeting attachment, and what the modal will do with it on save. */
  greetingMedia: { stored: string | null; change: GreetingMediaChange; onChange(change: GreetingMediaChange): void };
  disabled: boolean;
  /** What the contact will read, beside the texts that make it. */
  preview: ReactNode;
}

/** The 'Mensagens' tab: what the connection sends on greeting (with its attachment), on completion and out of hours. */
export function MessagesTab({ greetingMedia, disabled, preview }: MessagesTabProps) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Stack spacing={2}>
          <ConnectionMessageField
            name="greetingMessage"
            label={t('connectionModal.greetingMessage')}
            hint={t('connectionModal.greetingHint')}
            minRows={3}
            placeholderNames={BEFORE_ATTENDANT}
          />
          <GreetingMediaPicker {...greetingMedia} disabled={disabled} />
          {/* Also an attendant's farewell when they have none of their own: every placeholder may be filled. */}
          <ConnectionMessageField
            name="complationMessage"
            label={t('connectionModal.complationMessage')}
            hint={t('connectionModal.complationHint')}
            minRows={3}
          />
          <ConnectionMessageField
            name="outOfHoursMessage"
            label={t('connectionModal.outOfHoursMessage')}
            hint={t('connectionModal.outOfHoursHint')}
            minRows={3}
            placeholderNames={BEFORE_ATTENDANT}
          />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }} sx={{ position: { md: 'sticky' }, top: { md: 0 }, alignSelf: 'flex-start' }}>
        {preview}
      </Grid>
    </Grid>
  );
}
