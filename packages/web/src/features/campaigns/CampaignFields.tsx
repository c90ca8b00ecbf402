import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../components/FormTextField';
import { validationMessage } from '../../i18n/validationMessage';
import { useConnections } from '../connections/useConnections';
import { useTagList } from '../contacts/useTagList';
import { campaignsKeys, fetchContactListNames } from './campaignsApi';
import type { CampaignDialogValues } from './campaignForm';

/**
 * The campaign's own fields (spec 3 "Campaign dialog"): name, confirmation, the recipients (a contact list or a tag,
 * 'Nenhuma' for none), the connections as chips, and the time it starts.
 */
export function CampaignFields({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { control, getFieldState, formState, setValue } = useFormContext<CampaignDialogValues>();
  const lists = useQuery({ queryKey: campaignsKeys.contactLists, queryFn: fetchContactListNames });
  const tags = useTagList();
  const connections = useConnections();
  const contactListId = useWatch({ control, name: 'contactListId' });
  const errorOf = (name: 'contactListId' | 'whatsappIds' | 'scheduledAt') =>
    validationMessage(getFieldState(name, formState).error?.message);
  const connectionName = (id: number) => connections.data?.find((connection) => connection.id === id)?.name ?? `#${id}`;

  return (
    <Stack spacing={2.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField<CampaignDialogValues>
          name="name"
          label={t('campaigns.dialog.name')}
          autoFocus
          disabled={disabled}
          slotProps={{ htmlInput: { 'data-testid': 'campaign-name' } }}
        />
        <Controller
          control={control}
          name="confirmation"
          render={({ field }) => (
            <TextField
              select
              label={t('campaigns.dialog.confirmation')}
              disabled={disabled}
              value={field.value ? 'on' : 'off'}
              onChange={(event) => field.onChange(event.target.value === 'on')}
              onBlur={field.onBlur}
              sx={{ minWidth: { sm: 180 } }}
              slotProps={{ htmlInput: { 'data-testid': 'campaign-confirmation' } }}
            >
              <MenuItem value="off">{t('campaigns.confirmationOff')}</MenuItem>
              <MenuItem value="on">{t('campaigns.confirmationOn')}</MenuItem>
            </TextField>
          )}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <NoneOrIdSelect
          name="contactListId"
          label={t('campaigns.dialog.contactList')}
          options={lists.data ?? []}
          disabled={disabled}
          error={errorOf('contactListId')}
          // One source of recipients: a list chosen leaves the tag out.
          onChosen={(id) => id !== '' && setValue('tagListId', '')}
        />
        <NoneOrIdSelect
          name="tagListId"
          label={t('campaigns.dialog.tagList')}
          options={tags.data ?? []}
          disabled={disabled || contactListId !== ''}
          hint={contactListId !== '' ? t('campaigns.dialog.listWins') : undefined}
        />
      </Stack>
      <Controller
        control={control}
        name="whatsappIds"
        render={({ field }) => (
          <TextField
            select
            fullWidth
            label={t('campaigns.dialog.whatsapps')}
            disabled={disabled}
            value={field.value}
            onChange={(event) => {
              const chosen = event.target.value as unknown as (number | string)[];
              field.onChange(chosen.map(Number));
            }}
            onBlur={field.onBlur}
            error={errorOf('whatsappIds') !== undefined}
            helperText={errorOf('whatsappIds') ?? t('campaigns.dialog.whatsappsHint')}
            slotProps={{
              select: {
                multiple: true,
                renderValue: (selected) => (
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                    {(selected as number[]).map((id) => (
                      <Chip key={id} size="small" label={connectionName(id)} />
                    ))}
                  </Box>
                ),
              },
              htmlInput: { 'data-testid': 'campaign-whatsapps' },
            }}
          >
            {(connections.data ?? []).map((connection) => (
              <MenuItem key={connection.id} value={connection.id} data-testid="campaign-whatsapp-option">
                {connection.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={control}
        name="scheduledAt"
        render={({ field }) => (
          <TextField
            {...field}
            type="datetime-local"
            fullWidth
            label={t('campaigns.dialog.scheduledAt')}
            disabled={disabled}
            error={errorOf('scheduledAt') !== undefined}
            helperText={errorOf('scheduledAt') ?? t('campaigns.dialog.scheduledAtHint')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1, 'data-testid': 'campaign-scheduled-at' } }}
          />
        )}
      />
    </Stack>
  );
}

interface NoneOrIdSelectProps {
  name: 'contactListId' | 'tagListId';
  label: string;
  options: readonly { id: number; name: string }[];
  disabled: boolean;
  error?: string | undefined;
  hint?: string | undefined;
  onChosen?(id: number | ''): void;
}

/** A select of records by id with the spec's 'Nenhuma' first ('' in the form). */
function NoneOrIdSelect({ name, label, options, disabled, error, hint, onChosen }: NoneOrIdSelectProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<CampaignDialogValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          select
          fullWidth
          label={label}
          disabled={disabled}
          {...field}
          onChange={(event) => {
            const id = event.target.value === '' ? '' : Number(event.target.value);
            field.onChange(id);
            onChosen?.(id);
          }}
          error={error !== undefined}
          helperText={error ?? hint}
          // 'Nenhuma' is a value of its own: shown, with the label above it.
          slotProps={{
            inputLabel: { shrink: true },
            select: { displayEmpty: true },
            htmlInput: { 'data-testid': `campaign-${name}` },
          }}
        >
          <MenuItem value="">{t('campaigns.dialog.none')}</MenuItem>
          {options.map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
