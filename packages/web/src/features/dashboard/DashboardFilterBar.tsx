import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_PERIODS } from '@guiche/shared';
import { namesNothing, type DashboardFilter } from './dashboardFilter';

/** Filter by date (start and end) or by period (3 to 90 days); applying one without a start says 'Parametrize o filtro'. */
export function DashboardFilterBar({
  initial,
  onApply,
}: {
  initial: DashboardFilter;
  onApply: (filter: DashboardFilter) => void;
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<DashboardFilter['kind']>(initial.kind);
  const [from, setFrom] = useState(initial.kind === 'date' ? initial.from : '');
  const [to, setTo] = useState(initial.kind === 'date' ? initial.to : '');
  const [days, setDays] = useState<(typeof DASHBOARD_PERIODS)[number]>(initial.kind === 'period' ? initial.days : 7);

  const apply = () => {
    const filter: DashboardFilter = kind === 'period' ? { kind, days } : { kind, from, to };
    if (namesNothing(filter)) {
      toast.error(t('errors.ERR_DASHBOARD_FILTER'));
      return;
    }
    onApply(filter);
  };

  return (
    <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1.5, alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={t('dashboard.filter.type')}
        value={kind}
        onChange={(e) => setKind(e.target.value as DashboardFilter['kind'])}
        sx={{ minWidth: 170 }}
        data-testid="dashboard-filter-kind"
      >
        <MenuItem value="date">{t('dashboard.filter.byDate')}</MenuItem>
        <MenuItem value="period">{t('dashboard.filter.byPeriod')}</MenuItem>
      </TextField>
      {kind === 'date' ? (
        <>
          <TextField
            size="small"
            type="date"
            label={t('dashboard.filter.from')}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'dashboard-from' } }}
          />
          <TextField
            size="small"
            type="date"
            label={t('dashboard.filter.to')}
            value={to}
            onChange={(e) => setTo(e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'dashboard-to' } }}
          />
        </>
      ) : (
        <TextField
          select
          size="small"
          label={t('dashboard.filter.period')}
          value={days}
          onChange={(e) => setDays(Number(e.target.value) as (typeof DASHBOARD_PERIODS)[number])}
          sx={{ minWidth: 130 }}
        >
          {DASHBOARD_PERIODS.map((option) => (
            <MenuItem key={option} value={option}>
              {t('dashboard.filter.days', { count: option })}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Button variant="contained" onClick={apply} data-testid="dashboard-apply">
        {t('dashboard.filter.apply')}
      </Button>
    </Stack>
  );
}
