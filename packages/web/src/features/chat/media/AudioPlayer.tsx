import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { readStored, writeStored } from '../../../lib/storage';
import { nextAudioSpeed, parseAudioSpeed } from '../audioSpeed';

/**
 * An audio message with the speed button of spec 1 §2: 0.5×, 1×, 1.5×, 2× in turn. The chosen speed is kept in
 * the browser (the `audioSpeed` key), so the next audio plays at it too.
 */
export function AudioPlayer({ src, onError }: { src: string; onError?: () => void }) {
  const { t } = useTranslation();
  const audio = useRef<HTMLAudioElement>(null);
  const [speed, setSpeed] = useState(() => parseAudioSpeed(readStored('audioSpeed')));

  useEffect(() => {
    if (audio.current) audio.current.playbackRate = speed;
  }, [speed]);

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box
        component="audio"
        ref={audio}
        controls
        preload="metadata"
        src={src}
        onError={onError}
        // A new source resets the rate to 1.
        onLoadedMetadata={(event) => {
          event.currentTarget.playbackRate = speed;
        }}
        sx={{ width: 240, maxWidth: '100%', display: 'block', height: 40 }}
      />
      <Button
        size="small"
        variant="outlined"
        aria-label={t('chat.audio.speed', { speed })}
        data-testid="audio-speed"
        onClick={() => {
          const next = nextAudioSpeed(speed);
          writeStored('audioSpeed', String(next));
          setSpeed(next);
        }}
        sx={{ minWidth: 48, px: 1, borderRadius: 4 }}
      >
        {`${speed}x`}
      </Button>
    </Stack>
  );
}
