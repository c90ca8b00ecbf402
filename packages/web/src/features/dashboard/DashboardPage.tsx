import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import HourglassEmptyOutlinedIcon from '@mui/icons-material/HourglassEmptyOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined';
import DoneAllOutlinedIcon from '@mui/icons-material/DoneAllOutlined';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import AvTimerOutlinedIcon from '@mui/icons-material/AvTimerOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { formatDate } from '../../lib/dates';
import { useCurrentUser } from '../auth/sessionContext';
import { AttendantsPanel } from './AttendantsPanel';
import { DashboardFilterBar } from './DashboardFilterBar';
import { currentMonth, dashboardQuery, type DashboardFilter } from './dashboardFilter';
import { NpsPanel } from './NpsPanel';
import { StatCard } from './StatCard';
import { TicketCharts } from './TicketCharts';
import { useDashboardCall } from './useDashboard';

type TabKey = 'indicators' | 'nps' | 'attendants';

/**
 * / (spec 2 §2 Dashboard): counters, charts, NPS and attendants for a date range or a period, in the company's days.
 * The route table admits admins and users with showDashboard (spec 2 §6); anyone else lands on /tickets.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { timeZone } = user.company;
  const initial = useMemo(() => currentMonth(new Date(), timeZone), [timeZone]);
  const [filter, setFilter] = useState<DashboardFilter>(initial);
  const [tab, setTab] = useState<TabKey>('indicators');
  const query = dashboardQuery(filter, timeZone);
  const summary = useDashboardCall('summary', query);
  const closed = useDashboardCall('closed', query);
  const counters = summary.data?.counters;
  const minutes = (value: number | undefined) =>
    value === undefined ? undefined : t('dashboard.cards.minutes', { value });

  return (
    <section data-testid="dashboard-page">
      <PageHeader title={t('pages.dashboard')} actions={<DashboardFilterBar initial={initial} onApply={setFilter} />} />
      {(summary.isError || closed.isError) && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('dashboard.loadError')}
        </Alert>
      )}
      <Tabs value={tab} onChange={(_event, value: TabKey) => setTab(value)} sx={{ mb: 2 }}>
        <Tab value="indicators" label={t('dashboard.tabs.indicators')} data-testid="dashboard-tab-indicators" />
        <Tab value="nps" label={t('dashboard.tabs.nps')} data-testid="dashboard-tab-nps" />
        <Tab value="attendants" label={t('dashboard.tabs.attendants')} data-testid="dashboard-tab-attendants" />
      </Tabs>
      {tab === 'indicators' && (
        <Stack spacing={2}>
          <Grid container spacing={2}>
            {[
              {
                key: 'pending',
                value: counters?.supportPending,
                icon: <HourglassEmptyOutlinedIcon fontSize="inherit" />,
              },
              { key: 'happening', value: counters?.supportHappening, icon: <ForumOutlinedIcon fontSize="inherit" /> },
              { key: 'finished', value: counters?.supportFinished, icon: <TaskAltOutlinedIcon fontSize="inherit" /> },
              { key: 'closed', value: closed.data, icon: <DoneAllOutlinedIcon fontSize="inherit" /> },
              { key: 'leads', value: counters?.leads, icon: <PersonAddAltOutlinedIcon fontSize="inherit" /> },
              {
                key: 'avgSupport',
                value: minutes(counters?.avgSupportTime),
                icon: <TimerOutlinedIcon fontSize="inherit" />,
              },
              {
                key: 'avgWait',
                value: minutes(counters?.avgWaitTime),
                icon: <AvTimerOutlinedIcon fontSize="inherit" />,
              },
              {
                key: 'dueDate',
                value: user.company.dueDate ? formatDate(user.company.dueDate) : '–',
                icon: <EventOutlinedIcon fontSize="inherit" />,
              },
            ].map((card) => (
              <Grid key={card.key} size={{ xs: 12, sm: 6, md: 3 }}>
                <StatCard
                  label={t(`dashboard.cards.${card.key}` as 'dashboard.cards.pending')}
                  value={card.value}
                  icon={card.icon}
                  testId={`card-${card.key}`}
                />
              </Grid>
            ))}
          </Grid>
          <TicketCharts query={query} />
        </Stack>
      )}
      {tab === 'nps' && <NpsPanel query={query} />}
      {tab === 'attendants' && <AttendantsPanel query={query} />}
    </section>
  );
}
