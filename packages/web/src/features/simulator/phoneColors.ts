import type { Theme } from '@mui/material/styles';

/**
 * The phone's chat colours, close to WhatsApp's so the page reads as the customer's phone: the contact's own
 * messages green on the right, the company's replies neutral on the left, on a tinted wallpaper.
 */
export function phoneColors(theme: Theme) {
  const dark = theme.palette.mode === 'dark';
  return {
    wallpaper: dark ? '#0b141a' : '#efeae2',
    own: dark ? '#005c4b' : '#d9fdd3',
    other: dark ? '#202c33' : '#ffffff',
    text: dark ? '#e9edef' : '#111b21',
    meta: dark ? 'rgba(233, 237, 239, 0.6)' : 'rgba(17, 27, 33, 0.5)',
    readTicks: '#53bdeb',
    header: dark ? '#202c33' : '#f0f2f5',
    quote: dark ? 'rgba(0, 0, 0, 0.25)' : 'rgba(11, 20, 26, 0.06)',
  };
}
