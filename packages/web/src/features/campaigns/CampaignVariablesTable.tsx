import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddOutlinedIcon from '@mui/icons-material/AddOutlined';
import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { useTranslation } from 'react-i18next';
import type { CampaignVariable } from '@guiche/shared';
import { withVariable } from './campaignSettingsForm';

interface CampaignVariablesTableProps {
  variables: CampaignVariable[];
  onChange(variables: CampaignVariable[]): void;
  disabled: boolean;
}

/** The custom variables (shortcut, content) with add and delete (spec 3 "Campaign settings"); a shortcut is kept once (§5). */
export function CampaignVariablesTable({ variables, onChange, disabled }: CampaignVariablesTableProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<CampaignVariable>({ key: '', value: '' });
  const [duplicate, setDuplicate] = useState(false);

  function add() {
    const next = withVariable(variables, draft);
    if (!next) {
      setDuplicate(draft.key.trim() !== '');
      return;
    }
    onChange(next);
    setDraft({ key: '', value: '' });
    setDuplicate(false);
  }

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          size="small"
          label={t('campaigns.settings.shortcut')}
          value={draft.key}
          disabled={disabled}
          error={duplicate}
          helperText={duplicate ? t('campaigns.settings.duplicateShortcut') : undefined}
          onChange={(event) => {
            setDraft({ ...draft, key: event.target.value });
            setDuplicate(false);
          }}
          slotProps={{ htmlInput: { maxLength: 50, 'data-testid': 'campaign-variable-key' } }}
          sx={{ minWidth: { sm: 200 } }}
        />
        <TextField
          size="small"
          fullWidth
          label={t('campaigns.settings.content')}
          value={draft.value}
          disabled={disabled}
          onChange={(event) => setDraft({ ...draft, value: event.target.value })}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
          slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'campaign-variable-value' } }}
        />
        <Button
          variant="outlined"
          startIcon={<AddOutlinedIcon />}
          disabled={disabled || draft.key.trim() === ''}
          onClick={add}
          sx={{ flexShrink: 0, height: 40 }}
          data-testid="campaign-variable-add"
        >
          {t('campaigns.settings.addVariable')}
        </Button>
      </Stack>
      {variables.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('campaigns.settings.noVariables')}
        </Typography>
      ) : (
        <Table size="small" aria-label={t('campaigns.settings.variables')} data-testid="campaign-variables">
          <TableHead>
            <TableRow>
              <TableCell>{t('campaigns.settings.shortcut')}</TableCell>
              <TableCell>{t('campaigns.settings.content')}</TableCell>
              <TableCell align="right">{t('common.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {variables.map((variable) => (
              <TableRow key={variable.key} data-testid="campaign-variable-row">
                <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{`{${variable.key}}`}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{variable.value}</TableCell>
                <TableCell align="right">
                  <Tooltip title={t('campaigns.settings.deleteVariable', { key: variable.key })}>
                    <span>
                      <IconButton
                        size="small"
                        color="error"
                        disabled={disabled}
                        aria-label={t('campaigns.settings.deleteVariable', { key: variable.key })}
                        onClick={() => onChange(variables.filter((other) => other.key !== variable.key))}
                      >
                        <DeleteOutlineOutlinedIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
