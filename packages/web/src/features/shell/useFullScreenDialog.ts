import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

/**
 * Whether a dialog that holds a list or a text to write takes the whole screen: on a phone, where a centred dialog
 * leaves its list a few rows, and the text field little room above the on-screen keyboard.
 */
export function useFullScreenDialog(): boolean {
  return useMediaQuery(useTheme().breakpoints.down('sm'));
}
