import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import type { ExplainedSessionEnd } from '../../lib/storage';

/**
 * On the login page, why the last session of this tab ended when the user did not end it: a login on another device
 * replaced it (issue 41). Loaded only when there is something to say, so that MUI's Alert stays off the login
 * page's first load (scripts/bundle-size.mjs).
 */
export function SessionEndNotice({ reason }: { reason: ExplainedSessionEnd }) {
  const { t } = useTranslation();
  return (
    <Alert severity="info" sx={{ mb: 3 }}>
      {t(TEXTS[reason])}
    </Alert>
  );
}

const TEXTS = { replaced: 'sessionEnd.replaced' } as const satisfies Record<ExplainedSessionEnd, string>;
