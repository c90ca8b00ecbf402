import { alpha, createTheme, type Theme as MuiTheme } from '@mui/material/styles';
import type { Theme } from '@guiche/shared';

/**
 * Guichê's look: a deep teal primary with a warm amber accent, soft neutral surfaces and rounded shapes.
 * Both modes share everything but the palette so that screens look alike in light and dark.
 */
const palettes = {
  light: {
    mode: 'light',
    primary: { main: '#0f6e7d', light: '#3f98a5', dark: '#0a4c57', contrastText: '#ffffff' },
    secondary: { main: '#e8903a', light: '#f2b26f', dark: '#b86a1f', contrastText: '#1b1b1b' },
    background: { default: '#f3f6f8', paper: '#ffffff' },
    text: { primary: '#15262d', secondary: '#55666d' },
    divider: 'rgba(21, 38, 45, 0.1)',
  },
  dark: {
    mode: 'dark',
    primary: { main: '#4fc1c9', light: '#7dd6dc', dark: '#2a9aa3', contrastText: '#062126' },
    secondary: { main: '#f2b26f', light: '#f6c995', dark: '#c98a44', contrastText: '#1b1b1b' },
    background: { default: '#0b1418', paper: '#111f25' },
    text: { primary: '#e3eef0', secondary: '#9fb3b8' },
    divider: 'rgba(227, 238, 240, 0.1)',
  },
} as const;

/**
 * Fingers need room: with a coarse pointer (a touch screen) whatever is tapped is at least 44 px square (Apple's
 * 44 pt; WCAG 2.5.5), whatever size the screen asked for on a desktop. One rule here rather than a size per screen.
 */
export const TOUCH_TARGET_PX = 44;
/** Touch screens, as a media query (useMediaQuery takes it too). */
export const COARSE_POINTER = '@media (pointer: coarse)';
const touchTarget = { [COARSE_POINTER]: { minWidth: TOUCH_TARGET_PX, minHeight: TOUCH_TARGET_PX } };

/** Texts MUI components show on their own, in the user's language (MUI's locale bundles would weigh on every page). */
export interface ComponentTexts {
  /** A table pager's '1–5 de 5'; `count` -1 when the total is unknown. */
  displayedRows: (range: { from: number; to: number; count: number }) => string;
}

export function createAppTheme(mode: Theme, texts: ComponentTexts): MuiTheme {
  const base = createTheme({
    palette: palettes[mode],
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h4: { fontWeight: 700, letterSpacing: '-0.01em' },
      h5: { fontWeight: 700 },
      h6: { fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
  });
  const { palette } = base;
  const appBarBackground =
    mode === 'light'
      ? `linear-gradient(90deg, ${palette.primary.dark} 0%, ${palette.primary.main} 100%)`
      : palette.background.paper;

  return createTheme(base, {
    components: {
      MuiTablePagination: { defaultProps: { labelDisplayedRows: texts.displayedRows } },
      MuiCssBaseline: {
        styleOverrides: { body: { scrollbarColor: `${alpha(palette.text.primary, 0.25)} transparent` } },
      },
      MuiAppBar: {
        defaultProps: { elevation: 0 },
        styleOverrides: {
          root: { background: appBarBackground, borderBottom: `1px solid ${palette.divider}`, color: '#ffffff' },
        },
      },
      MuiDrawer: {
        styleOverrides: { paper: { borderRight: `1px solid ${palette.divider}`, backgroundImage: 'none' } },
      },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      // A phone's dialog keeps a narrow margin rather than MUI's 32 px, which leaves its fields a cramped column.
      MuiDialog: {
        styleOverrides: {
          paper: ({ ownerState }: { ownerState: { fullScreen?: boolean } }) =>
            ownerState.fullScreen
              ? {}
              : {
                  [base.breakpoints.down('sm')]: {
                    margin: base.spacing(2),
                    width: `calc(100% - ${base.spacing(4)})`,
                    maxWidth: `calc(100% - ${base.spacing(4)})`,
                    maxHeight: `calc(100% - ${base.spacing(4)})`,
                  },
                },
        },
      },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: { root: { borderRadius: 16 } },
      },
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: touchTarget } },
      MuiIconButton: { styleOverrides: { root: touchTarget } },
      // The pickers' indicators sit inside the field, whose padding is sized for them; the field is the target.
      MuiAutocomplete: {
        styleOverrides: {
          clearIndicator: { [COARSE_POINTER]: { minWidth: 0, minHeight: 0 } },
          popupIndicator: { [COARSE_POINTER]: { minWidth: 0, minHeight: 0 } },
        },
      },
      MuiMenuItem: { styleOverrides: { root: { [COARSE_POINTER]: { minHeight: TOUCH_TARGET_PX } } } },
      // A clickable chip keeps its look; its target reaches 10 px above and below it.
      MuiChip: {
        styleOverrides: {
          root: {
            [COARSE_POINTER]: {
              '&.MuiChip-clickable::before': { content: '""', position: 'absolute', inset: '-10px 0' },
            },
          },
        },
      },
      MuiListItemButton: {
        styleOverrides: {
          root: {
            borderRadius: 10,
            [COARSE_POINTER]: { minHeight: TOUCH_TARGET_PX },
            '&.Mui-selected': {
              backgroundColor: alpha(palette.primary.main, mode === 'light' ? 0.1 : 0.18),
              color: palette.primary.main,
              '& .MuiListItemIcon-root': { color: palette.primary.main },
            },
            '&.Mui-selected:hover': { backgroundColor: alpha(palette.primary.main, 0.22) },
          },
        },
      },
      MuiListItemIcon: { styleOverrides: { root: { minWidth: 40 } } },
      MuiTooltip: { defaultProps: { arrow: true } },
    },
  });
}
