import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The terms' sections, in reading order; each is one paragraph of signup.termsDialog. */
const SECTIONS = ['service', 'account', 'data', 'conduct', 'billing', 'changes'] as const;

/**
 * The terms of use the sign-up checkbox accepts. The product has no setting for a terms URL or text, so these are the
 * platform's own short terms, in the interface language.
 */
export function TermsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} scroll="paper" maxWidth="sm" fullWidth aria-labelledby="terms-dialog-title">
      <DialogTitle id="terms-dialog-title">{t('signup.termsDialog.title')}</DialogTitle>
      <DialogContent dividers>
        {SECTIONS.map((section) => (
          <Typography key={section} variant="body2" sx={{ mb: 1.5, '&:last-of-type': { mb: 0 } }}>
            {t(`signup.termsDialog.${section}`)}
          </Typography>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="terms-dialog-close">
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
