import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AuditLogView } from '@guiche/shared';
import { actedFromPlatform, changeLines, fieldLabel, valueText, type ChangeLine } from './auditLogText';

/** One line of the detail: the field, then old → new (the old struck through), or the fact's value. */
function Line({ line }: { line: ChangeLine }) {
  const { t } = useTranslation();
  const labels = t('auditLogs', { returnObjects: true });
  const value = (raw: unknown) => valueText(labels, line.field, raw);
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'baseline', py: 0.25 }}>
      <Typography component="span" variant="body2" sx={{ fontWeight: 600, minWidth: 160 }}>
        {fieldLabel(labels, line.field)}
      </Typography>
      {line.kind === 'fact' ? (
        <Typography component="span" variant="body2">
          {value(line.value)}
        </Typography>
      ) : (
        <Typography component="span" variant="body2" sx={{ wordBreak: 'break-word' }}>
          {!line.created && (
            <Box component="span" sx={{ color: 'error.main', textDecoration: line.deleted ? 'none' : 'line-through' }}>
              {value(line.old)}
            </Box>
          )}
          {!line.created && !line.deleted && (
            <Box component="span" aria-hidden sx={{ color: 'text.secondary', mx: 0.75 }}>
              →
            </Box>
          )}
          {!line.deleted && (
            <Box component="span" sx={{ color: 'success.main' }}>
              {value(line.new)}
            </Box>
          )}
        </Typography>
      )}
    </Box>
  );
}

/** What an entry recorded, readable: each field's old → new or fact, where the actor acted from, the address. */
export function AuditLogDetail({ entry }: { entry: AuditLogView }) {
  const { t } = useTranslation();
  const lines = changeLines(entry.changes);
  return (
    <Box sx={{ py: 1.5, px: 1 }} data-testid="audit-log-detail">
      {lines.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('auditLogs.noDetails')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {lines.map((line) => (
            <Line key={line.field} line={line} />
          ))}
        </Box>
      )}
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
        {entry.actor.email}
        {entry.ip && ` · ${t('auditLogs.address', { ip: entry.ip })}`}
        {actedFromPlatform(entry) && ` · ${t('auditLogs.byPlatform')}`}
      </Typography>
    </Box>
  );
}
