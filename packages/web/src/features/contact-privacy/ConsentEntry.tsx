import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ConsentDecision, ContactConsentView } from '@guiche/shared';
import { formatDateTime } from '../contact-drawer/dateTime';

const DECISION_COLORS: Record<ConsentDecision, 'success' | 'warning' | 'error'> = {
  accepted: 'success',
  refused: 'warning',
  withdrawn: 'error',
};

/** One decision: what the contact answered and when, and on demand the text and link they were shown. */
export function ConsentEntry({ consent }: { consent: ContactConsentView }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const hasText = consent.message.trim() !== '' || consent.link.trim() !== '';
  return (
    <Box component="li" sx={{ py: 0.75, borderBottom: 1, borderColor: 'divider' }} data-testid="consent-entry">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Chip
          size="small"
          variant="outlined"
          color={DECISION_COLORS[consent.decision]}
          label={t(`contactPrivacy.consents.decisions.${consent.decision}`)}
        />
        <Typography variant="caption" sx={{ color: 'text.secondary', flex: 1 }}>
          {formatDateTime(consent.createdAt)}
        </Typography>
        {hasText && (
          <Button size="small" onClick={() => setOpen((value) => !value)} aria-expanded={open}>
            {open ? t('contactPrivacy.consents.hideText') : t('contactPrivacy.consents.showText')}
          </Button>
        )}
      </Stack>
      <Collapse in={open} unmountOnExit>
        <Box sx={{ mt: 0.75, p: 1, borderRadius: 1, bgcolor: 'action.hover' }} data-testid="consent-text">
          {consent.message.trim() !== '' && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {consent.message}
            </Typography>
          )}
          {consent.link.trim() !== '' && (
            <Link
              href={consent.link}
              target="_blank"
              rel="noopener noreferrer"
              variant="body2"
              sx={{ display: 'block', mt: 0.5, overflowWrap: 'anywhere' }}
            >
              {consent.link}
            </Link>
          )}
        </Box>
      </Collapse>
    </Box>
  );
}
