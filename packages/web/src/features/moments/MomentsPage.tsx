import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { serverEvents } from '@guiche/shared';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { formatTimeOfDay } from '../../lib/dates';
import { useSocketEvent } from '../../socket/useSocketEvent';
import { useCurrentUser } from '../auth/sessionContext';
import { useQueues } from '../queues/useQueues';
import { fetchMoments, momentColumns, momentsKeys } from './momentsApi';

interface QueueOption {
  id: number;
  name: string;
  color: string;
}

/** The synthetic queue of tickets without one (spec 2 §2: id 0, grey). */
const NO_QUEUE_COLOR = '#9e9e9e';

/**
 * /moments (spec 2 §2): attendants' open tickets and the pending ones, live; filtered by queue ('Sem fila' included).
 * The route table admits admins and users with allowRealTime (spec 2 §6), as the server does.
 */
export default function MomentsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { companyId } = useCurrentUser();
  const [picked, setPicked] = useState<QueueOption[]>([]);
  const queueIds = picked.map((queue) => queue.id);
  const queues = useQueues();
  const moments = useQuery({ queryKey: momentsKeys.of(queueIds), queryFn: () => fetchMoments(queueIds) });
  // Any ticket change may move a card: the page reads the list again (it is bounded, and only this page asks).
  useSocketEvent(
    serverEvents.ticket(companyId),
    () => void queryClient.invalidateQueries({ queryKey: momentsKeys.all }),
  );
  const options: QueueOption[] = [
    { id: 0, name: t('moments.noQueue'), color: NO_QUEUE_COLOR },
    ...(queues.data ?? []).map(({ id, name, color }) => ({ id, name, color })),
  ];
  const columns = moments.data ? momentColumns(moments.data, t('moments.pending')) : [];

  return (
    <section data-testid="moments-page">
      <PageHeader
        title={t('pages.moments')}
        actions={
          <Autocomplete<QueueOption, true>
            multiple
            size="small"
            options={options}
            value={picked}
            onChange={(_event, next) => setPicked(next)}
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(option, other) => option.id === other.id}
            renderValue={(value, getItemProps) =>
              value.map((option, index) => (
                <Chip
                  {...getItemProps({ index })}
                  key={option.id}
                  size="small"
                  label={option.name}
                  sx={{ bgcolor: option.color, color: '#fff' }}
                />
              ))
            }
            renderInput={(params) => <TextField {...params} label={t('moments.queues')} />}
            sx={{ minWidth: 280 }}
          />
        }
      />
      {moments.isError && <LoadError onRetry={() => void moments.refetch()} />}
      <Box sx={{ display: 'flex', gap: 2, overflowX: 'auto', pb: 2, alignItems: 'flex-start' }}>
        {moments.isPending && [0, 1, 2].map((key) => <Skeleton key={key} variant="rounded" width={300} height={240} />)}
        {columns.map((column) => (
          <Paper
            key={column.userId ?? 'pending'}
            variant="outlined"
            sx={{ width: 300, flexShrink: 0 }}
            data-testid={column.userId === null ? 'moments-pending' : `moments-user-${column.userId}`}
          >
            <Box
              sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 1, borderBottom: 1, borderColor: 'divider' }}
            >
              <Avatar sx={{ width: 32, height: 32 }}>{column.name.slice(0, 1).toUpperCase()}</Avatar>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }} noWrap>
                  {column.name}
                </Typography>
                <Typography variant="caption" color="text.secondary" data-testid="moments-count">
                  {t('moments.attendances', { count: column.tickets.length })}
                </Typography>
              </Box>
            </Box>
            <List dense sx={{ maxHeight: 420, overflowY: 'auto' }}>
              {column.tickets.map((ticket) => (
                <ListItem key={ticket.id} data-testid={`moments-ticket-${ticket.id}`}>
                  <Box
                    sx={{
                      width: 4,
                      alignSelf: 'stretch',
                      borderRadius: 1,
                      mr: 1,
                      bgcolor: ticket.queue?.color ?? NO_QUEUE_COLOR,
                    }}
                  />
                  <ListItemText
                    primary={ticket.contact.name}
                    secondary={`${ticket.queue?.name ?? t('moments.noQueue')} · ${t('moments.waitingSince', { time: formatTimeOfDay(ticket.updatedAt) })}`}
                  />
                </ListItem>
              ))}
              {column.tickets.length === 0 && (
                <ListItem>
                  <ListItemText secondary={t('moments.empty')} />
                </ListItem>
              )}
            </List>
          </Paper>
        ))}
      </Box>
    </section>
  );
}
