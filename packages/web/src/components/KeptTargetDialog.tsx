import { useState, type ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

interface KeptTargetDialogProps<T> {
  /** What the dialog is open for; null while closed. */
  target: T | null;
  onClose(): void;
  /** Names the dialog: `<name>-dialog` is its test id, `<name>-dialog-title` labels it. */
  name: string;
  title(shown: T): string;
  /** The body (usually a form, keyed so each opening starts it afresh) for the target shown. */
  children(shown: T): ReactNode;
}

/**
 * A dialog for one target (a record to add or edit); full screen on phones. It keeps the last target through the
 * closing fade, so the title and body do not change while it fades out, and drops it once the fade ends.
 */
export function KeptTargetDialog<T>({ target, onClose, name, title, children }: KeptTargetDialogProps<T>) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [shown, setShown] = useState(target);
  if (target !== null && target !== shown) setShown(target);
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby={`${name}-dialog-title`}
      data-testid={`${name}-dialog`}
      slotProps={{ transition: { onExited: () => setShown(null) } }}
    >
      {shown !== null && <DialogTitle id={`${name}-dialog-title`}>{title(shown)}</DialogTitle>}
      {shown !== null && children(shown)}
    </Dialog>
  );
}
