import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import { useTranslation } from 'react-i18next';
import type { ContactExportSummary } from '@guiche/shared';
import { formatBytes } from '../../lib/download';
import { DrawerSection } from '../contact-drawer/DrawerSection';
import { exportPercent } from './exportProgress';
import { useContactExport } from './useContactExport';

/** What the archive holds, in words: "3 atendimentos · 120 mensagens · 4 arquivos (1,2 MB)". */
function SummaryLine({ summary }: { summary: ContactExportSummary }) {
  const { t, i18n } = useTranslation();
  const parts = [
    t('contactPrivacy.export.tickets', { count: summary.tickets }),
    t('contactPrivacy.export.messages', { count: summary.messages }),
    t('contactPrivacy.export.files', {
      count: summary.mediaFiles,
      size: formatBytes(summary.mediaBytes, i18n.language),
    }),
  ];
  return (
    <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }} data-testid="export-summary">
      {parts.join(' · ')}
    </Typography>
  );
}

/**
 * "Exportar dados" (admins): everything held about the contact as one zip (GET /contacts/{id}/export), with a
 * determinate bar measured against the size the summary expects, and a way to cancel.
 */
export function ExportContactData({ contactId }: { contactId: number }) {
  const { t, i18n } = useTranslation();
  const { state, start, cancel } = useContactExport(contactId);
  const percent = state.phase === 'download' ? exportPercent(state.received, state.summary.estimatedBytes) : null;
  return (
    <DrawerSection title={t('contactPrivacy.export.title')} testId="drawer-contact-export">
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('contactPrivacy.export.description')}
      </Typography>
      {state.phase === 'idle' ? (
        <Button
          variant="outlined"
          size="small"
          startIcon={<DownloadOutlinedIcon />}
          onClick={() => void start()}
          data-testid="contact-export-start"
        >
          {t('contactPrivacy.export.action')}
        </Button>
      ) : (
        <Stack spacing={0.75} data-testid="contact-export-progress">
          {state.phase === 'download' && <SummaryLine summary={state.summary} />}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <LinearProgress
              variant={percent === null ? 'indeterminate' : 'determinate'}
              {...(percent === null ? {} : { value: percent })}
              aria-label={t('contactPrivacy.export.progressLabel')}
              sx={{ flex: 1, height: 6, borderRadius: 3 }}
            />
            <Button size="small" color="inherit" onClick={cancel} data-testid="contact-export-cancel">
              {t('common.cancel')}
            </Button>
          </Box>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {state.phase === 'download'
              ? t('contactPrivacy.export.progress', {
                  received: formatBytes(state.received, i18n.language),
                  total: formatBytes(state.summary.estimatedBytes, i18n.language),
                  percent,
                })
              : t('contactPrivacy.export.preparing')}
          </Typography>
        </Stack>
      )}
    </DrawerSection>
  );
}
