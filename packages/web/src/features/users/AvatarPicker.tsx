import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@guiche/shared';
import { UserAvatar } from '../../components/UserAvatar';
import { AVATAR_TYPES, avatarProblem } from './avatarFile';
import type { UserFormInput } from './userForm';

interface AvatarPickerProps {
  imageUrl: string | null;
  disabled: boolean;
  /** The picked image, or null when the pick was refused; the modal uploads it after saving (spec 2 §5). */
  onPick(file: File | null): void;
}

/** The user's picture (inside the user form) with a button to choose a new one, previewed before it is uploaded. */
export function AvatarPicker({ imageUrl, disabled, onPick }: AvatarPickerProps) {
  const { t } = useTranslation();
  // The initials follow the name being typed; only this picker re-renders for it.
  const name = useWatch<UserFormInput, 'name'>({ name: 'name' });
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<ErrorCode | null>(null);

  const pick = (file: File | undefined) => {
    if (!file) return;
    const refused = avatarProblem(file);
    setProblem(refused);
    if (refused) {
      setPreview(null);
      onPick(null);
      return;
    }
    onPick(file);
    // A data URL needs no revoking, so the preview cannot leak whatever happens to the dialog.
    const reader = new FileReader();
    reader.onload = () => setPreview(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <UserAvatar name={name || '?'} imageUrl={imageUrl} previewUrl={preview} size={72} />
      <div>
        <Button
          variant="outlined"
          size="small"
          startIcon={<AddPhotoAlternateOutlinedIcon />}
          disabled={disabled}
          onClick={() => input.current?.click()}
        >
          {t('userModal.chooseAvatar')}
        </Button>
        <input
          ref={input}
          hidden
          type="file"
          accept={AVATAR_TYPES.join(',')}
          data-testid="avatar-input"
          onChange={(event) => {
            pick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Typography variant="caption" component="p" sx={{ mt: 0.75, color: problem ? 'error.main' : 'text.secondary' }}>
          {problem ? t(`errors.${problem}`) : t('userModal.avatarHint')}
        </Typography>
      </div>
    </Stack>
  );
}
