import type { ClipboardEvent, KeyboardEvent, Ref } from 'react';
import InputBase from '@mui/material/InputBase';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { chatColors } from '../chatColors';

/** Spec 1 §9: the input grows up to 5 visible rows, then scrolls. */
const MAX_ROWS = 5;

interface MessageTextFieldProps {
  value: string;
  /** A private note is written on the private notes' amber. */
  isPrivate: boolean;
  inputRef: Ref<HTMLTextAreaElement>;
  onChange(text: string): void;
  onKeyDown(event: KeyboardEvent): void;
  onPaste(event: ClipboardEvent): void;
}

/** The text the attendant writes, growing with it. */
export function MessageTextField({ value, isPrivate, inputRef, onChange, onKeyDown, onPaste }: MessageTextFieldProps) {
  const { t } = useTranslation();
  const colors = chatColors(useTheme());
  return (
    <InputBase
      multiline
      maxRows={MAX_ROWS}
      value={value}
      inputRef={inputRef}
      placeholder={isPrivate ? t('chat.input.privatePlaceholder') : t('chat.input.placeholder')}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={onKeyDown}
      onPaste={onPaste}
      slotProps={{
        // Enter sends (spec 1 §2): the on-screen keyboard's key says so.
        input: {
          'aria-label': t('chat.input.placeholder'),
          'data-testid': 'chat-text-input',
          enterKeyHint: 'send',
        } as Record<string, string>,
      }}
      sx={{
        flex: 1,
        px: 1.5,
        py: 1,
        borderRadius: 3,
        bgcolor: isPrivate ? colors.privateNote : 'background.default',
        border: 1,
        borderColor: isPrivate ? colors.privateBorder : 'divider',
        // A phone's browser zooms into a field whose text is smaller than 16 px when it is focused.
        fontSize: { xs: 16, sm: 15 },
      }}
    />
  );
}
