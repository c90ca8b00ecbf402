import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import VolumeDownOutlinedIcon from '@mui/icons-material/VolumeDownOutlined';
import VolumeOffOutlinedIcon from '@mui/icons-material/VolumeOffOutlined';
import VolumeUpOutlinedIcon from '@mui/icons-material/VolumeUpOutlined';
import { useTranslation } from 'react-i18next';
import { VOLUME_MAX, VOLUME_MIN, VOLUME_STEP } from '@guiche/shared';
import { useVolume } from './useVolume';

function VolumeIcon({ volume }: { volume: number }) {
  if (volume === 0) return <VolumeOffOutlinedIcon />;
  return volume < 0.5 ? <VolumeDownOutlinedIcon /> : <VolumeUpOutlinedIcon />;
}

/** Volume of notification sounds: a slider from 0 to 1 in steps of 0.1 (spec 1 §2). */
export function VolumeButton() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [volume, setVolume] = useVolume();

  return (
    <>
      <Tooltip title={t('appBar.volume')}>
        <IconButton color="inherit" aria-label={t('appBar.volume')} onClick={(event) => setAnchor(event.currentTarget)}>
          <VolumeIcon volume={volume} />
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        transformOrigin={{ vertical: 'top', horizontal: 'center' }}
        slotProps={{ paper: { sx: { mt: 1, px: 2.5, py: 1.5, width: 240 } } }}
      >
        <Typography variant="subtitle2" gutterBottom>
          {t('appBar.volume')}
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <VolumeIcon volume={volume} />
          <Slider
            value={volume}
            min={VOLUME_MIN}
            max={VOLUME_MAX}
            step={VOLUME_STEP}
            onChange={(_event, value) => setVolume(value)}
            valueLabelDisplay="auto"
            valueLabelFormat={(value) => `${Math.round(value * 100)}%`}
            aria-label={t('appBar.volume')}
          />
        </Stack>
      </Popover>
    </>
  );
}
