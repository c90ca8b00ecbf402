import { useRef } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AttachFileOutlinedIcon from '@mui/icons-material/AttachFileOutlined';
import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { useTranslation } from 'react-i18next';
import type { MediaChange } from '../quick-messages/quickMessageForm';

interface CampaignMediaFieldProps {
  /** The file the campaign holds now. */
  savedName: string | null;
  change: MediaChange;
  onChange(change: MediaChange): void;
  disabled: boolean;
}

/**
 * The attach-file button with the attached file's name and a delete option (spec 3 "Campaign dialog"). The change is
 * carried out on saving, so closing the dialog without saving leaves the campaign's file as it was.
 */
export function CampaignMediaField({ savedName, change, onChange, disabled }: CampaignMediaFieldProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const shown = change.kind === 'upload' ? change.file.name : change.kind === 'keep' ? savedName : null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 40 }}>
      <input
        ref={input}
        type="file"
        hidden
        data-testid="campaign-file"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) onChange({ kind: 'upload', file });
        }}
      />
      <Button
        variant="outlined"
        startIcon={<AttachFileOutlinedIcon />}
        disabled={disabled}
        onClick={() => input.current?.click()}
        sx={{ flexShrink: 0 }}
      >
        {t('campaigns.dialog.attach')}
      </Button>
      <Typography
        variant="body2"
        noWrap
        sx={{ minWidth: 0, flex: 1, color: shown ? 'text.primary' : 'text.secondary' }}
        title={shown ?? undefined}
        data-testid="campaign-media-name"
      >
        {shown
          ? change.kind === 'upload'
            ? t('campaigns.dialog.mediaPending', { name: shown })
            : shown
          : t('campaigns.dialog.noAttachment')}
      </Typography>
      {shown && (
        <Tooltip title={t('campaigns.dialog.removeMedia', { name: shown })}>
          <span>
            <IconButton
              size="small"
              color="error"
              disabled={disabled}
              aria-label={t('campaigns.dialog.removeMedia', { name: shown })}
              onClick={() => onChange(savedName ? { kind: 'remove' } : { kind: 'keep' })}
              data-testid="campaign-media-remove"
            >
              <DeleteOutlineOutlinedIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      )}
    </Stack>
  );
}
