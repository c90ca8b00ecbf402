import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CloseOutlinedIcon from '@mui/icons-material/CloseOutlined';
import { useTranslation } from 'react-i18next';
import { isErrorCode, type BulkTicketAction } from '@guiche/shared';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { BulkTagDialog } from './BulkTagDialog';
import type { BulkSummary } from './ticketBulk';
import type { TicketListCriteria } from './ticketListCriteria';
import { TransferTicketDialog } from './TransferTicketDialog';
import { useTicketBulk, type BulkChoice } from './useTicketBulk';
import { useTicketList } from './useTicketList';
import type { TicketSelection } from './useTicketSelection';

interface TicketSelectionBarProps {
  /** The list on screen: "select all" ticks its loaded rows. */
  criteria: TicketListCriteria;
  selection: TicketSelection;
  onExit(): void;
}

/**
 * The manager's selection mode: how many tickets are ticked, Transferir, Resolver and Etiquetar for all of them (each
 * ticket by the rules of the same action on one ticket, POST /tickets/bulk), the run's progress, and its outcome:
 * "8 resolvidos, 2 falharam: …", naming each ticket left as it was and why. Those stay ticked, to try again.
 */
export function TicketSelectionBar({ criteria, selection, onExit }: TicketSelectionBarProps) {
  const { t } = useTranslation();
  const { items } = useTicketList(criteria);
  const bulk = useTicketBulk();
  const [asking, setAsking] = useState<BulkTicketAction | null>(null);
  const [outcome, setOutcome] = useState<{ action: BulkTicketAction; summary: BulkSummary } | null>(null);
  const count = selection.tickets.size;
  const running = bulk.progress !== null;
  const allTicked = items.length > 0 && items.every((ticket) => selection.selected.has(ticket.id));

  const start = async (choice: BulkChoice) => {
    setAsking(null);
    setOutcome(null);
    const tickets = [...selection.tickets.values()];
    const summary = await bulk.run(tickets, choice);
    const failed = new Set(summary.failed.map((failure) => failure.id));
    selection.setAll(tickets.filter((ticket) => failed.has(ticket.id)));
    setOutcome({ action: choice.action, summary });
  };

  const reasonText = (error: string) => (isErrorCode(error) ? t(`errors.${error}`) : error);
  const outcomeText = (action: BulkTicketAction, summary: BulkSummary) => {
    const done = t(`tickets.selection.done.${action}`, { count: summary.done });
    if (summary.failed.length === 0) return done;
    const failures = summary.failed
      .map((failure) => t('tickets.selection.failure', { name: failure.name, reason: reasonText(failure.error) }))
      .join('; ');
    return `${done}, ${t('tickets.selection.failed', { count: summary.failed.length })}: ${failures}`;
  };
  // The transfer dialog starts with the queue the selected tickets share, if they share one.
  const queues = new Set([...selection.tickets.values()].map((ticket) => ticket.queueId));
  const sharedQueue = queues.size === 1 ? ([...queues][0] ?? null) : null;

  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', px: 1, py: 0.5 }} data-testid="ticket-selection-bar">
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Checkbox
          size="small"
          checked={allTicked}
          indeterminate={count > 0 && !allTicked}
          disabled={running || items.length === 0}
          onChange={(_event, checked) => selection.setAll(checked ? items : [])}
          slotProps={{ input: { 'aria-label': t('tickets.selection.selectAll') } }}
          data-testid="ticket-select-all"
        />
        <Typography variant="body2" sx={{ flex: 1, minWidth: 90 }} data-testid="ticket-selection-count">
          {t('tickets.selection.count', { count })}
        </Typography>
        {(['transfer', 'resolve', 'tag'] as const).map((action) => (
          <Button
            key={action}
            size="small"
            variant="outlined"
            disabled={count === 0 || running}
            onClick={() => setAsking(action)}
            data-testid={`bulk-${action}`}
            sx={{ minWidth: 0, px: 1 }}
          >
            {t(`tickets.selection.${action}`)}
          </Button>
        ))}
        <Tooltip title={t('tickets.selection.exit')}>
          <span>
            <IconButton size="small" aria-label={t('tickets.selection.exit')} onClick={onExit} disabled={running}>
              <CloseOutlinedIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
      {bulk.progress && (
        <Box sx={{ px: 1, pb: 0.5 }}>
          <LinearProgress
            variant="determinate"
            value={(bulk.progress.done / Math.max(1, bulk.progress.total)) * 100}
            aria-label={t('tickets.selection.progress', bulk.progress)}
          />
          <Typography variant="caption" sx={{ color: 'text.secondary' }} data-testid="bulk-progress">
            {t('tickets.selection.progress', bulk.progress)}
          </Typography>
        </Box>
      )}
      {outcome && (
        <Alert
          severity={outcome.summary.failed.length > 0 ? 'warning' : 'success'}
          onClose={() => setOutcome(null)}
          slotProps={{ closeButton: { title: t('tickets.selection.dismiss') } }}
          sx={{ my: 0.5, py: 0, '& .MuiAlert-message': { wordBreak: 'break-word' } }}
          data-testid="bulk-outcome"
        >
          {outcomeText(outcome.action, outcome.summary)}
        </Alert>
      )}
      {asking === 'transfer' && (
        <TransferTicketDialog
          ticket={{ queueId: sharedQueue }}
          busy={false}
          onClose={() => setAsking(null)}
          onTransfer={(queueId, userId) => void start({ action: 'transfer', queueId, userId })}
        />
      )}
      {asking === 'tag' && (
        <BulkTagDialog onClose={() => setAsking(null)} onTag={(tagIds) => void start({ action: 'tag', tagIds })} />
      )}
      <ConfirmDialog
        open={asking === 'resolve'}
        title={t('tickets.selection.resolveTitle', { count })}
        text={t('tickets.selection.resolveText')}
        confirmLabel={t('tickets.selection.resolve')}
        busy={false}
        onConfirm={() => void start({ action: 'resolve' })}
        onClose={() => setAsking(null)}
      />
    </Box>
  );
}
