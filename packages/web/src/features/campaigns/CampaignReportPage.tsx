import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackOutlinedIcon from '@mui/icons-material/ArrowBackOutlined';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/ApiError';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { PageSkeleton } from '../../components/PageSkeleton';
import { DownloadMenuButton } from '../../lib/DownloadMenuButton';
import { campaignActions, deliveredPercent } from './campaignActions';
import { CampaignReportCards } from './CampaignReportCards';
import { CampaignsLoadError } from './CampaignsLoadError';
import { CampaignStatusChip } from './CampaignStatusChip';
import { useCampaignCommands } from './useCampaignCommands';
import { useManagesCampaigns } from './useManagesCampaigns';
import { useCampaignReport } from './useCampaignReport';

/**
 * /campaign/{id}/report (spec 3 "Campaign report"): the campaign's name, delivered of valid with a progress bar, and
 * its cards, live as the sends go out; 5 s after it finishes the report is read again.
 */
export default function CampaignReportPage() {
  const { t } = useTranslation();
  const campaignId = Number(useParams().campaignId);
  const query = useCampaignReport(campaignId);
  const commands = useCampaignCommands();
  const manages = useManagesCampaigns();
  const back = (
    <Button component={RouterLink} to="/campaigns" startIcon={<ArrowBackOutlinedIcon />} size="small" sx={{ mb: 1 }}>
      {t('campaigns.report.back')}
    </Button>
  );
  const campaign = query.data;
  if (!campaign) {
    const missing =
      !Number.isSafeInteger(campaignId) || (query.error instanceof ApiError && query.error.code === 'ERR_NOT_FOUND');
    return (
      <section data-testid="campaign-report-page">
        {back}
        {missing ? (
          <Paper variant="outlined">
            <EmptyState
              icon={<CampaignOutlinedIcon />}
              title={t('campaigns.report.notFoundTitle')}
              text={t('campaigns.report.notFoundText')}
            />
          </Paper>
        ) : query.isError ? (
          <CampaignsLoadError error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <PageSkeleton />
        )}
      </section>
    );
  }
  const { stats } = campaign;
  const percent = deliveredPercent(stats);
  const actions = campaignActions(campaign, new Date(), manages);
  const busy = commands.busyId === campaign.id;
  return (
    <section data-testid="campaign-report-page" data-status={campaign.status}>
      {back}
      <PageHeader
        title={campaign.name}
        actions={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CampaignStatusChip status={campaign.status} />
            <DownloadMenuButton
              label={t('campaigns.report.export')}
              pathFor={(format) => `/campaigns/${campaign.id}/deliveries/export?format=${format}`}
              fallbackName={`${t('campaigns.report.exportFileName')}-${campaign.id}`}
              testId="campaign-report-export"
            />
            {actions.cancel && (
              <Button
                size="small"
                variant="outlined"
                color="warning"
                loading={busy}
                onClick={() => commands.stop(campaign)}
                data-testid="campaign-report-stop"
              >
                {t('campaigns.dialog.stop')}
              </Button>
            )}
            {actions.restart && (
              <Button
                size="small"
                variant="outlined"
                loading={busy}
                onClick={() => commands.restart(campaign)}
                data-testid="campaign-report-restart"
              >
                {t('campaigns.dialog.restart')}
              </Button>
            )}
          </Stack>
        }
      />
      <Paper variant="outlined" sx={{ p: 2.5, mb: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mb: 1.25 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }} data-testid="campaign-report-delivered">
            {t('campaigns.report.delivered', { delivered: stats.delivered, valid: stats.valid })}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
            {percent}%
          </Typography>
        </Box>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={t('campaigns.report.progress')}
          sx={{ height: 10, borderRadius: 5 }}
          data-testid="campaign-report-progress"
        />
      </Paper>
      <CampaignReportCards campaign={campaign} />
    </section>
  );
}
