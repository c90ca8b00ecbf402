import { memo } from 'react';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PlayArrowOutlinedIcon from '@mui/icons-material/PlayArrowOutlined';
import StopCircleOutlinedIcon from '@mui/icons-material/StopCircleOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CampaignView } from '@guiche/shared';
import { stickyActionsCell } from '../../components/tableStyles';
import { formatShortDateTime } from '../../lib/dates';
import { campaignActions } from './campaignActions';
import { CampaignStatusChip } from './CampaignStatusChip';

/** The list, connection and time columns show from the md breakpoint; phones keep name, status and actions. */
export const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;

export interface CampaignRowHandlers {
  onEdit(campaign: CampaignView): void;
  onStop(campaign: CampaignView): void;
  onRestart(campaign: CampaignView): void;
  onDelete(campaign: CampaignView): void;
}

interface CampaignRowProps extends CampaignRowHandlers {
  campaign: CampaignView;
  /** Tag names by id, for a campaign sent to a tag instead of a list. */
  tagNames: ReadonlyMap<number, string>;
  /** The moment the editability is judged at (spec 3 §4: an hour before the scheduled time). */
  now: Date;
  /** A stop or restart of this campaign is under way. */
  busy: boolean;
  /** The user may change campaigns (issue 39); otherwise the row offers only the report and a read-only view. */
  manages: boolean;
}

/** One campaign of the list (spec 3 "Campaigns" columns and per-state actions). Memoised: live counts re-render one row. */
export const CampaignRow = memo(function CampaignRow({
  campaign,
  tagNames,
  now,
  busy,
  manages,
  onEdit,
  onStop,
  onRestart,
  onDelete,
}: CampaignRowProps) {
  const { t } = useTranslation();
  const { name } = campaign;
  const actions = campaignActions(campaign, now, manages);
  const tagName = campaign.tagListId === null ? undefined : tagNames.get(campaign.tagListId);
  const [first, ...others] = campaign.whatsapps;
  const muted = { color: 'text.secondary' } as const;
  const editLabel = actions.edit ? t('campaigns.edit', { name }) : t('campaigns.view', { name });
  const deleteLabel = actions.delete ? t('campaigns.delete', { name }) : t('campaigns.deleteRunning');
  return (
    <TableRow hover data-testid="campaign-row" data-campaign-id={campaign.id} data-campaign-name={name}>
      <TableCell sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 140 }}>{name}</TableCell>
      <TableCell>
        <CampaignStatusChip status={campaign.status} />
      </TableCell>
      <TableCell sx={WIDE_ONLY}>
        {campaign.contactList ? (
          campaign.contactList.name
        ) : tagName ? (
          <Chip size="small" variant="outlined" label={t('campaigns.tagList', { name: tagName })} />
        ) : (
          <Typography variant="body2" sx={muted}>
            {t('campaigns.noList')}
          </Typography>
        )}
      </TableCell>
      <TableCell sx={WIDE_ONLY} title={campaign.whatsapps.map((whatsapp) => whatsapp.name).join(', ')}>
        {first ? (
          <>
            {first.name}
            {others.length > 0 && (
              <Chip
                size="small"
                label={t('campaigns.moreConnections', { count: others.length })}
                sx={{ ml: 0.75, height: 20 }}
              />
            )}
          </>
        ) : (
          <Typography variant="body2" sx={muted}>
            {t('campaigns.noConnection')}
          </Typography>
        )}
      </TableCell>
      <TableCell
        sx={{
          ...WIDE_ONLY,
          whiteSpace: 'nowrap',
          fontVariantNumeric: 'tabular-nums',
          ...(campaign.scheduledAt ? {} : muted),
        }}
      >
        {campaign.scheduledAt ? formatShortDateTime(campaign.scheduledAt) : t('campaigns.noSchedule')}
      </TableCell>
      <TableCell
        sx={{
          ...WIDE_ONLY,
          whiteSpace: 'nowrap',
          fontVariantNumeric: 'tabular-nums',
          ...(campaign.completedAt ? {} : muted),
        }}
      >
        {campaign.completedAt ? formatShortDateTime(campaign.completedAt) : t('campaigns.notCompleted')}
      </TableCell>
      <TableCell sx={WIDE_ONLY}>
        {campaign.confirmation ? t('campaigns.confirmationOn') : t('campaigns.confirmationOff')}
      </TableCell>
      <TableCell align="right" sx={{ ...stickyActionsCell, whiteSpace: 'nowrap' }}>
        {actions.cancel && (
          <Tooltip title={t('campaigns.stop', { name })}>
            <span>
              <IconButton
                size="small"
                color="warning"
                disabled={busy}
                aria-label={t('campaigns.stop', { name })}
                onClick={() => onStop(campaign)}
                data-testid="campaign-stop"
              >
                <StopCircleOutlinedIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        )}
        {actions.restart && (
          <Tooltip title={t('campaigns.restart', { name })}>
            <span>
              <IconButton
                size="small"
                color="primary"
                disabled={busy}
                aria-label={t('campaigns.restart', { name })}
                onClick={() => onRestart(campaign)}
                data-testid="campaign-restart"
              >
                <PlayArrowOutlinedIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        )}
        <Tooltip title={t('campaigns.openReport', { name })}>
          <IconButton
            size="small"
            component={RouterLink}
            to={`/campaign/${campaign.id}/report`}
            aria-label={t('campaigns.openReport', { name })}
            data-testid="campaign-report"
          >
            <AssessmentOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={editLabel}>
          <IconButton size="small" aria-label={editLabel} onClick={() => onEdit(campaign)} data-testid="campaign-edit">
            {actions.edit ? <EditOutlinedIcon fontSize="small" /> : <VisibilityOutlinedIcon fontSize="small" />}
          </IconButton>
        </Tooltip>
        {actions.manage && (
          <Tooltip title={deleteLabel}>
            <span>
              <IconButton
                size="small"
                color="error"
                disabled={!actions.delete}
                aria-label={deleteLabel}
                onClick={() => onDelete(campaign)}
                data-testid="campaign-delete"
              >
                <DeleteOutlineOutlinedIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        )}
      </TableCell>
    </TableRow>
  );
});
