import { useRef, useState, type TouchEvent } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import CloseOutlinedIcon from '@mui/icons-material/CloseOutlined';
import RotateRightOutlinedIcon from '@mui/icons-material/RotateRightOutlined';
import ZoomInOutlinedIcon from '@mui/icons-material/ZoomInOutlined';
import ZoomOutOutlinedIcon from '@mui/icons-material/ZoomOutOutlined';
import { useTranslation } from 'react-i18next';
import { pinchZoom, rotate, stepZoom, ZOOM_MAX, ZOOM_MIN } from '../imageZoom';

interface ImageViewerProps {
  src: string;
  alt: string;
  onClose(): void;
}

function distance(event: TouchEvent): number {
  const [a, b] = [event.touches[0], event.touches[1]];
  return a && b ? Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY) : 0;
}

/** A picture full screen: zoom in and out by 0.2, pinch between 1 and 3, rotate by 90° (spec 1 §2). */
export function ImageViewer({ src, alt, onClose }: ImageViewerProps) {
  const { t } = useTranslation();
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const pinch = useRef<{ zoom: number; distance: number } | null>(null);

  return (
    <Dialog
      open
      fullScreen
      onClose={onClose}
      aria-label={t('chat.viewer.title')}
      slotProps={{ paper: { sx: { bgcolor: 'rgba(0, 0, 0, 0.92)' } } }}
    >
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', p: 1, color: '#fff' }}>
        <Tooltip title={t('chat.viewer.zoomOut')}>
          <span>
            <IconButton
              color="inherit"
              aria-label={t('chat.viewer.zoomOut')}
              disabled={zoom <= ZOOM_MIN}
              onClick={() => setZoom((value) => stepZoom(value, -1))}
            >
              <ZoomOutOutlinedIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('chat.viewer.zoomIn')}>
          <span>
            <IconButton
              color="inherit"
              aria-label={t('chat.viewer.zoomIn')}
              disabled={zoom >= ZOOM_MAX}
              onClick={() => setZoom((value) => stepZoom(value, 1))}
            >
              <ZoomInOutlinedIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('chat.viewer.rotate')}>
          <IconButton color="inherit" aria-label={t('chat.viewer.rotate')} onClick={() => setRotation(rotate)}>
            <RotateRightOutlinedIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('chat.viewer.close')}>
          <IconButton
            color="inherit"
            aria-label={t('chat.viewer.close')}
            onClick={onClose}
            data-testid="image-viewer-close"
          >
            <CloseOutlinedIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      <Box
        sx={{ flex: 1, overflow: 'auto', display: 'grid', placeItems: 'center', touchAction: 'none' }}
        onTouchStart={(event) => {
          if (event.touches.length === 2) pinch.current = { zoom, distance: distance(event) };
        }}
        onTouchMove={(event) => {
          if (event.touches.length === 2 && pinch.current)
            setZoom(pinchZoom(pinch.current.zoom, pinch.current.distance, distance(event)));
        }}
        onTouchEnd={() => {
          pinch.current = null;
        }}
      >
        <Box
          component="img"
          src={src}
          alt={alt}
          data-testid="image-viewer-image"
          data-zoom={zoom}
          data-rotation={rotation}
          sx={{
            maxWidth: '90vw',
            maxHeight: '85vh',
            objectFit: 'contain',
            transform: `scale(${zoom}) rotate(${rotation}deg)`,
            transition: 'transform 150ms ease-out',
          }}
        />
      </Box>
    </Dialog>
  );
}
