import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CAMPAIGN_VARIANTS } from '@guiche/shared';
import { FormTextField } from '../../components/FormTextField';
import { variableTokens } from './campaignSettingsForm';
import type { CampaignDialogValues, Variant } from './campaignForm';
import { useCampaignSettings } from './useCampaignSettings';

/** The placeholders of the shared renderer named in the hint (the rest work too). */
const HINTED_PLACEHOLDERS = ['{{name}}', '{{firstName}}', '{{ms}}', '{{date}}', '{{hour}}', '{{connection}}'];

/**
 * The five message tabs 'Msg. 1' to 'Msg. 5' (spec 3 §2): each holds a variant of the message and, in a confirmation
 * campaign, the variant of the confirmation asked first. A tab whose text is at fault shows red; the variables of the
 * hint are chips that write themselves into the text last typed in.
 */
export function CampaignMessageTabs({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { control, formState, getValues, setValue } = useFormContext<CampaignDialogValues>();
  const confirmation = useWatch({ control, name: 'confirmation' });
  const settings = useCampaignSettings();
  const [tab, setTab] = useState<Variant>(1);
  const [target, setTarget] = useState<'message' | 'confirmationMessage'>('message');
  const { errors } = formState;
  const faulty = (n: Variant) =>
    errors[`message${n}`] !== undefined || (confirmation && errors[`confirmationMessage${n}`] !== undefined);
  const texts = useWatch({ control, name: ['message1', 'message2', 'message3', 'message4', 'message5'] });
  const filled = (n: Variant) => Boolean(texts[n - 1]?.trim());

  function insert(token: string) {
    const field = `${confirmation ? target : 'message'}${tab}` as const;
    const current = getValues(field);
    setValue(field, `${current}${current && !/\s$/.test(current) ? ' ' : ''}${token}`, { shouldDirty: true });
  }

  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2">{t('campaigns.dialog.messages')}</Typography>
      <Tabs
        value={tab}
        onChange={(_event, next: Variant) => setTab(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 40 }}
      >
        {CAMPAIGN_VARIANTS.map((n) => (
          <Tab
            key={n}
            value={n}
            label={t('campaigns.dialog.messageTab', { n })}
            data-testid={`campaign-tab-${n}`}
            sx={{
              minHeight: 40,
              fontWeight: filled(n) ? 700 : undefined,
              ...(faulty(n) ? { color: 'error.main' } : {}),
            }}
          />
        ))}
      </Tabs>
      {CAMPAIGN_VARIANTS.map((n) => (
        <Stack key={n} spacing={2} hidden={tab !== n} role="tabpanel" sx={{ display: tab === n ? 'flex' : 'none' }}>
          <FormTextField<CampaignDialogValues>
            name={`message${n}`}
            label={t('campaigns.dialog.message', { n })}
            multiline
            minRows={4}
            maxRows={10}
            disabled={disabled}
            onFocus={() => setTarget('message')}
            slotProps={{ htmlInput: { 'data-testid': `campaign-message-${n}` } }}
          />
          {confirmation && (
            <FormTextField<CampaignDialogValues>
              name={`confirmationMessage${n}`}
              label={t('campaigns.dialog.confirmationMessage', { n })}
              hint={t('campaigns.dialog.confirmationHelp')}
              multiline
              minRows={3}
              maxRows={8}
              disabled={disabled}
              onFocus={() => setTarget('confirmationMessage')}
              slotProps={{ htmlInput: { 'data-testid': `campaign-confirmation-${n}` } }}
            />
          )}
        </Stack>
      ))}
      <Box>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 0.75 }}>
          {t('campaigns.dialog.variablesHint')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
          {variableTokens(settings.data?.variables ?? []).map((token) => (
            <Chip
              key={token}
              size="small"
              variant="outlined"
              label={token}
              disabled={disabled}
              onClick={() => insert(token)}
              aria-label={t('campaigns.dialog.insertVariable', { variable: token })}
            />
          ))}
        </Box>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.75 }}>
          {t('campaigns.dialog.placeholdersHint', { list: HINTED_PLACEHOLDERS.join(', '), greeting: '{{ms}}' })}
        </Typography>
      </Box>
    </Stack>
  );
}
