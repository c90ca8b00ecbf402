import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import type { HelpView } from '@guiche/shared';

/** The video player of the help centre (spec 3 "Help centre"); Escape or a click outside closes it. */
export function HelpVideoDialog({ help, onClose }: { help: HelpView | null; onClose(): void }) {
  if (!help) return null;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="help-video-dialog">
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
