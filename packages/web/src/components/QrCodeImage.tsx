import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { toDataURL } from 'qrcode';

interface QrCodeImageProps {
  /** The text the code carries (a session's `qrcode`). */
  value: string;
  /** Accessible name of the image. */
  label: string;
  size?: number;
}

/**
 * A QR code drawn from its text. Always dark on white, whatever the theme: phone cameras read inverted codes
 * poorly. Drawing is asynchronous, so the image is held as a query keyed by the text (a new code draws once).
 */
export function QrCodeImage({ value, label, size = 256 }: QrCodeImageProps) {
  const image = useQuery({
    queryKey: ['qrImage', value, size],
    queryFn: () => toDataURL(value, { width: size, margin: 1, errorCorrectionLevel: 'M' }),
    staleTime: Infinity,
    gcTime: 60_000,
  });
  return (
    <Box
      sx={{
        p: 1.5,
        bgcolor: '#ffffff',
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        width: size + 24,
        height: size + 24,
        flexShrink: 0,
      }}
    >
      {image.data ? (
        <Box
          component="img"
          src={image.data}
          alt={label}
          width={size}
          height={size}
          data-testid="qr-code-image"
          sx={{ display: 'block' }}
        />
      ) : (
        <Skeleton variant="rectangular" width={size} height={size} sx={{ bgcolor: 'grey.200' }} />
      )}
    </Box>
  );
}
