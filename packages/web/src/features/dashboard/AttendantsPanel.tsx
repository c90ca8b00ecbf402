import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import { useTranslation } from 'react-i18next';
import { TableSkeletonRows } from '../../components/TableSkeletonRows';
import { useDashboardCall } from './useDashboard';

/** Ratings are 0-10; the stars show them out of five. */
const stars = (rating: number | null) => (rating === null ? 0 : rating / 2);

/** The Attendants tab: the top attendant and the table of spec 2 §2 (rating, count, tickets, waits, online). */
export function AttendantsPanel({ query }: { query: string | undefined }) {
  const { t } = useTranslation();
  const summary = useDashboardCall('summary', query);
  const info = useDashboardCall('userInfo', query);
  const top = info.data?.topAttendant;
  const minutes = (value: number) => t('dashboard.cards.minutes', { value });
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <Paper
          variant="outlined"
          sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2 }}
          data-testid="top-attendant"
        >
          <EmojiEventsOutlinedIcon color="warning" sx={{ fontSize: 40 }} />
          <div>
            <Typography color="text.secondary">{t('dashboard.top.title')}</Typography>
            <Typography variant="h6">{top ? top.name : t('dashboard.top.none')}</Typography>
            {top && (
              <Typography color="text.secondary">{t('dashboard.top.tickets', { count: top.tickets })}</Typography>
            )}
          </div>
        </Paper>
      </Grid>
      <Grid size={12}>
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" data-testid="attendants-table">
            <TableHead>
              <TableRow>
                <TableCell>{t('dashboard.attendants.name')}</TableCell>
                <TableCell>{t('dashboard.attendants.rating')}</TableCell>
                <TableCell align="right">{t('dashboard.attendants.countRating')}</TableCell>
                <TableCell align="right">{t('dashboard.attendants.tickets')}</TableCell>
                <TableCell align="right">{t('dashboard.attendants.avgWait')}</TableCell>
                <TableCell align="right">{t('dashboard.attendants.avgSupport')}</TableCell>
                <TableCell>{t('dashboard.attendants.online')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {summary.isPending && <TableSkeletonRows columns={7} rows={3} />}
              {summary.data?.attendants.map((a) => (
                <TableRow key={a.id}>
                  <TableCell>{a.name}</TableCell>
                  <TableCell>
                    <Rating value={stars(a.rating)} precision={0.5} readOnly size="small" />
                  </TableCell>
                  <TableCell align="right">{a.countRating}</TableCell>
                  <TableCell align="right">{a.tickets}</TableCell>
                  <TableCell align="right">{minutes(a.avgWaitTime)}</TableCell>
                  <TableCell align="right">{minutes(a.avgSupportTime)}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={a.online ? 'success' : 'default'}
                      label={a.online ? t('dashboard.attendants.onlineYes') : t('dashboard.attendants.onlineNo')}
                    />
                  </TableCell>
                </TableRow>
              ))}
              {summary.data?.attendants.length === 0 && (
                <TableRow>
                  <TableCell colSpan={7}>{t('dashboard.attendants.empty')}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </Paper>
      </Grid>
    </Grid>
  );
}
