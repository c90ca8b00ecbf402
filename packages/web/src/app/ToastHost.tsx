import { ToastContainer } from 'react-toastify';
import { TOAST_AUTOCLOSE_MS, type Theme } from '@guiche/shared';

/**
 * Below the app bar (64 px) and below the bar under it: a page's header with its actions, or the chat's header with
 * Resolver (64 px), so a toast never covers the button that raised it.
 */
const TOAST_OFFSET = { top: 136 };

/** The one toast container (spec 3: closes after 3000 ms), in the current light or dark theme. */
export function ToastHost({ mode }: { mode: Theme }) {
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTOCLOSE_MS}
      theme={mode}
      newestOnTop
      pauseOnFocusLoss={false}
      style={TOAST_OFFSET}
    />
  );
}
