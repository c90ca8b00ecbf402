import type { SxProps, Theme } from '@mui/material/styles';

/** The shell's room around a page (AppLayout), in spacing units: gutters at the sides, a gap under the app bar, a foot. */
export const PAGE_GUTTER = { xs: 2, md: 4 } as const;
export const PAGE_TOP_GAP = { xs: 2, md: 3 } as const;
export const PAGE_FOOT = 4;

/**
 * A page that is one workspace filling the screen under the app bar: the inbox, the internal chat. On wider screens a
 * framed panel within the shell's room; on phones it takes the whole width and goes down to the screen's foot (the
 * shell's room given back), every pixel being wanted for the conversation. Heights are of the dynamic viewport, so
 * the foot follows the browser's bars and, where the browser resizes for it, the on-screen keyboard.
 */
export const workspaceFrameSx: SxProps<Theme> = (theme) => ({
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  // The app bar is 56 px tall on phones and 64 px from sm; the shell's gap and foot add the rest.
  height: {
    xs: 'calc(100dvh - 56px)',
    sm: `calc(100dvh - 64px - ${theme.spacing(PAGE_TOP_GAP.xs + PAGE_FOOT)})`,
    md: `calc(100dvh - 64px - ${theme.spacing(PAGE_TOP_GAP.md + PAGE_FOOT)})`,
  },
  minHeight: { sm: 420 },
  mx: { xs: -PAGE_GUTTER.xs, sm: 0 },
  mt: { xs: -PAGE_TOP_GAP.xs, sm: 0 },
  mb: { xs: -PAGE_FOOT, sm: 0 },
  // Framed as an outlined paper from sm; a frame on a phone would only take room.
  borderWidth: { xs: 0, sm: 1 },
  borderRadius: { xs: 0, sm: 3 },
});
