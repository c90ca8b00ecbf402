import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import DrawOutlinedIcon from '@mui/icons-material/DrawOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import { useTranslation } from 'react-i18next';
import type { useSignatureToggle } from './useSignatureToggle';

interface InputOptionsProps {
  isPrivate: boolean;
  onTogglePrivate(): void;
  signature: ReturnType<typeof useSignatureToggle>;
  onContactCard(): void;
}

/** The chips above the text: private note, signature (when the company allows it), send a contact card. */
export function InputOptions({ isPrivate, onTogglePrivate, signature, onContactCard }: InputOptionsProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.75} sx={{ px: 1.5, pt: 1, flexWrap: 'wrap', rowGap: 0.5 }}>
      <Chip
        size="small"
        icon={<LockOutlinedIcon />}
        label={t('chat.input.privateNote')}
        color={isPrivate ? 'secondary' : 'default'}
        variant={isPrivate ? 'filled' : 'outlined'}
        aria-pressed={isPrivate}
        onClick={onTogglePrivate}
        data-testid="private-toggle"
      />
      {signature.allowed && (
        <Chip
          size="small"
          icon={<DrawOutlinedIcon />}
          label={t('chat.input.signature')}
          color={signature.on ? 'primary' : 'default'}
          variant={signature.on ? 'filled' : 'outlined'}
          aria-pressed={signature.on}
          onClick={signature.toggle}
          data-testid="signature-toggle"
        />
      )}
      <Chip
        size="small"
        icon={<PersonAddAltOutlinedIcon />}
        label={t('chat.input.contactCard')}
        variant="outlined"
        onClick={onContactCard}
      />
    </Stack>
  );
}
