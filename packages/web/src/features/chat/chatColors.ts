import { alpha, type Theme } from '@mui/material/styles';

/**
 * The chat's colours in both themes: the company's messages in a tint of the brand colour on the right, the
 * contact's on the paper colour on the left, private notes amber (team-only, so they must never pass for a sent
 * message), failed sends outlined in the error colour.
 */
export function chatColors(theme: Theme) {
  const dark = theme.palette.mode === 'dark';
  return {
    wallpaper: dark ? '#0d1a1f' : '#eef2f3',
    own: dark ? alpha(theme.palette.primary.main, 0.22) : '#d7eef0',
    other: theme.palette.background.paper,
    privateNote: dark ? 'rgba(242, 178, 111, 0.2)' : '#fff4d6',
    privateBorder: theme.palette.secondary.main,
    meta: theme.palette.text.secondary,
    readTicks: dark ? '#53bdeb' : '#1f8fd0',
    header: theme.palette.background.paper,
    quote: dark ? 'rgba(0, 0, 0, 0.25)' : 'rgba(11, 20, 26, 0.06)',
    selected: alpha(theme.palette.primary.main, dark ? 0.2 : 0.12),
  };
}
