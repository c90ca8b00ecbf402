import Grid from '@mui/material/Grid';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates';
import { ChartPanel, useChartColors } from './ChartPanel';
import { useDashboardCall } from './useDashboard';

interface Bars {
  name: string;
  total: number;
  color?: string;
}

/** `named`: bars of named things (queues, attendants) each keep their label, slanted, where dates may skip some. */
function BarsChart({ data, named = false }: { data: Bars[]; named?: boolean }) {
  const colors = useChartColors();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: -16 }}>
        <CartesianGrid stroke={colors.grid} strokeDasharray="3 3" />
        {named ? (
          <XAxis
            dataKey="name"
            tick={{ fill: colors.text, fontSize: 12 }}
            interval={0}
            angle={-30}
            textAnchor="end"
            height={64}
          />
        ) : (
          <XAxis dataKey="name" tick={{ fill: colors.text, fontSize: 12 }} interval="preserveStartEnd" />
        )}
        <YAxis allowDecimals={false} tick={{ fill: colors.text, fontSize: 12 }} />
        <Tooltip contentStyle={colors.tooltip} cursor={{ fill: colors.grid }} />
        <Bar dataKey="total" fill={colors.bar} radius={[4, 4, 0, 0]} isAnimationActive={false}>
          {data.map((entry) => (
            <Cell key={entry.name} fill={entry.color ?? colors.bar} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Spec 2 §2 charts: tickets per queue, per user, and per day (per hour for a one-day range). */
export function TicketCharts({ query }: { query: string | undefined }) {
  const { t } = useTranslation();
  const queues = useDashboardCall('queues', query);
  const users = useDashboardCall('users', query);
  const totals = useDashboardCall('totals', query);
  const perQueue = (queues.data?.data ?? []).map((row) => ({
    name: row.queueId === null ? t('dashboard.charts.noQueue') : row.name,
    total: row.total,
    color: row.color,
  }));
  const perUser = (users.data?.data ?? []).map((row) => ({ name: row.name, total: row.total }));
  const perTime = (totals.data?.data ?? []).map((row) => ({
    name: totals.data?.unit === 'hour' ? `${row.label}h` : formatDate(row.label),
    total: row.total,
  }));
  const empty = t('dashboard.charts.empty');
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartPanel
          title={t('dashboard.charts.perQueue')}
          loading={queues.isPending}
          empty={perQueue.length === 0}
          emptyText={empty}
          testId="chart-queues"
        >
          <BarsChart data={perQueue} named />
        </ChartPanel>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartPanel
          title={t('dashboard.charts.perUser')}
          loading={users.isPending}
          empty={perUser.length === 0}
          emptyText={empty}
          testId="chart-users"
        >
          <BarsChart data={perUser} named />
        </ChartPanel>
      </Grid>
      <Grid size={12}>
        <ChartPanel
          title={totals.data?.unit === 'hour' ? t('dashboard.charts.perHour') : t('dashboard.charts.perDay')}
          loading={totals.isPending}
          empty={perTime.length === 0}
          emptyText={empty}
          testId="chart-totals"
        >
          <BarsChart data={perTime} />
        </ChartPanel>
      </Grid>
    </Grid>
  );
}
