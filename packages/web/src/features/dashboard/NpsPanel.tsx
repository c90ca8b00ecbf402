import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { useTranslation } from 'react-i18next';
import { ChartPanel, useChartColors } from './ChartPanel';
import { useDashboardCall } from './useDashboard';

/** The NPS tab: the satisfaction pie (Ótimo, Bom, Ruim) and the score. */
export function NpsPanel({ query }: { query: string | undefined }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const colors = useChartColors();
  const nps = useDashboardCall('nps', query);
  const slices = nps.data
    ? [
        { name: t('dashboard.nps.great'), value: nps.data.boa, color: theme.palette.success.main },
        { name: t('dashboard.nps.good'), value: nps.data.media, color: theme.palette.warning.main },
        { name: t('dashboard.nps.bad'), value: nps.data.ruim, color: theme.palette.error.main },
      ]
    : [];
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 8 }}>
        <ChartPanel
          title={t('dashboard.nps.title')}
          loading={nps.isPending}
          empty={!nps.data?.total_notas}
          emptyText={t('dashboard.nps.empty')}
          testId="chart-nps"
        >
          <ResponsiveContainer width="100%" height="100%">
            <PieChart>
              <Pie
                data={slices}
                dataKey="value"
                nameKey="name"
                innerRadius="45%"
                outerRadius="80%"
                isAnimationActive={false}
                stroke={theme.palette.background.paper}
              >
                {slices.map((slice) => (
                  <Cell key={slice.name} fill={slice.color} />
                ))}
              </Pie>
              <Tooltip contentStyle={colors.tooltip} />
              <Legend wrapperStyle={{ color: colors.text }} />
            </PieChart>
          </ResponsiveContainer>
        </ChartPanel>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Paper variant="outlined" sx={{ p: 2, height: '100%' }} data-testid="nps-score">
          <Typography color="text.secondary">{t('dashboard.nps.score')}</Typography>
          <Typography variant="h3" sx={{ fontWeight: 700 }}>
            {nps.data ? nps.data.nps : '–'}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {t('dashboard.nps.total')}: {nps.data?.total_notas ?? '–'}
          </Typography>
        </Paper>
      </Grid>
    </Grid>
  );
}
