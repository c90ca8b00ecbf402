import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineOutlinedIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { useTranslation } from 'react-i18next';
import type { RecorderState } from './useAudioRecorder';

function elapsed(startedAt: number, now: number): string {
  const seconds = Math.max(0, Math.floor((now - startedAt) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

interface RecorderBarProps {
  state: Exclude<RecorderState, 'idle'>;
  startedAt: number | null;
  onCancel(): void;
  onFinish(): void;
}

/** Shown in place of the text field while recording (with the elapsed time) and while the audio is sent. */
export function RecorderBar({ state, startedAt, onCancel, onFinish }: RecorderBarProps) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (state !== 'recording') return;
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [state]);

  if (state === 'sending') {
    return (
      <Stack
        direction="row"
        spacing={1}
        sx={{ flex: 1, alignItems: 'center', px: 2, py: 1 }}
        data-testid="recorder-sending"
      >
        <CircularProgress size={18} />
        <Typography variant="body2">{t('chat.input.sendingAudio')}</Typography>
      </Stack>
    );
  }
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ flex: 1, alignItems: 'center', justifyContent: 'flex-end' }}
      data-testid="recorder-recording"
    >
      <Tooltip title={t('chat.input.cancelRecording')}>
        <IconButton aria-label={t('chat.input.cancelRecording')} onClick={onCancel} color="error">
          <DeleteOutlineOutlinedIcon />
        </IconButton>
      </Tooltip>
      <Box
        sx={{
          width: 10,
          height: 10,
          borderRadius: '50%',
          bgcolor: 'error.main',
          animation: 'pulse 1s infinite',
          '@keyframes pulse': { '50%': { opacity: 0.3 } },
        }}
      />
      <Typography variant="body2" aria-live="polite">
        {`${t('chat.input.recording')} ${startedAt ? elapsed(startedAt, now) : '0:00'}`}
      </Typography>
      <Tooltip title={t('chat.input.stopAndSend')}>
        <IconButton aria-label={t('chat.input.stopAndSend')} onClick={onFinish} color="primary">
          <CheckCircleOutlineOutlinedIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
