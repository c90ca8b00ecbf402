import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import MicNoneOutlinedIcon from '@mui/icons-material/MicNoneOutlined';
import SendRoundedIcon from '@mui/icons-material/SendRounded';
import { useTranslation } from 'react-i18next';

interface SendOrRecordButtonProps {
  /** There is text to send; otherwise the button records a voice note. */
  hasText: boolean;
  /** A send is under way. */
  busy: boolean;
  onSend(): void;
  onRecord(): void;
}

/** The button at the end of the input: send while there is text, record audio while there is none. */
export function SendOrRecordButton({ hasText, busy, onSend, onRecord }: SendOrRecordButtonProps) {
  const { t } = useTranslation();
  return hasText ? (
    <Tooltip title={t('chat.input.send')}>
      <span>
        <IconButton
          color="primary"
          aria-label={t('chat.input.send')}
          disabled={busy}
          onClick={onSend}
          data-testid="chat-send"
        >
          <SendRoundedIcon />
        </IconButton>
      </span>
    </Tooltip>
  ) : (
    <Tooltip title={t('chat.input.record')}>
      <span>
        <IconButton
          aria-label={t('chat.input.record')}
          disabled={busy || typeof MediaRecorder === 'undefined'}
          onClick={onRecord}
          data-testid="chat-record"
        >
          <MicNoneOutlinedIcon />
        </IconButton>
      </span>
    </Tooltip>
  );
}
