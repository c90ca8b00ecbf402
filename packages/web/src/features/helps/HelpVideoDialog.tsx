import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import type { HelpView } from '@guiche/shared';

/**
 * The video player of the help centre (spec 3 "Help centre"): titled with the help, closed by its button, Escape or a
 * click outside.
 */
export function HelpVideoDialog({ help, onClose }: { help: HelpView | null; onClose(): void }) {
  const { t } = useTranslation();
  if (!help) return null;
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="help-video-title"
      data-testid="help-video-dialog"
    >
      <DialogTitle id="help-video-title" sx={{ pr: 7 }}>
        {help.title}
      </DialogTitle>
      <IconButton
        aria-label={t('common.close')}
        onClick={onClose}
        data-testid="help-video-close"
        sx={{ position: 'absolute', top: 12, right: 12 }}
      >
        <CloseIcon />
      </IconButton>
      <Box sx={{ position: 'relative', pt: '56.25%', bgcolor: 'common.black' }}>
        <Box
          component="iframe"
          title={help.title}
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(help.video)}`}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      </Box>
    </Dialog>
  );
}
