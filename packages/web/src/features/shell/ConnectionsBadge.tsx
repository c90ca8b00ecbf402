import type { ReactNode } from 'react';
import Badge from '@mui/material/Badge';
import { useTranslation } from 'react-i18next';
import { useConnectionsAlertCount } from './useConnectionsAlertCount';

/** The connections menu icon's badge: how many connections need attention (spec 1 §2). */
export function ConnectionsBadge({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const count = useConnectionsAlertCount();
  return (
    <Badge
      badgeContent={count}
      color="error"
      data-testid="connections-badge"
      aria-label={count > 0 ? t('menu.connectionsAlert', { count }) : undefined}
    >
      {children}
    </Badge>
  );
}
