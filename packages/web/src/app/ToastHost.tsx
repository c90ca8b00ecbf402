import { ToastContainer } from 'react-toastify';
import { TOAST_AUTOCLOSE_MS, type Theme } from '@guiche/shared';

/** Below the app bar, so toasts never cover its buttons. */
const TOAST_OFFSET = { top: 72 };

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
