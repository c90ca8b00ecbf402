import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import type { ServiceHours } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { LoadError } from '../../components/LoadError';
import { completeWeek, isValidWeek } from '../../components/serviceHours';
import { ServiceHoursEditor } from '../../components/ServiceHoursEditor';
import { useCurrentUser } from '../auth/sessionContext';
import { fetchCompanySchedules, settingsKeys, updateCompanySchedules, type CompanyClock } from './settingsApi';

/** The week being edited against the saved one; remounted (fresh draft) whenever it is saved. */
function CompanySchedulesForm({
  saved,
  timeZone,
  companyId,
}: {
  saved: ServiceHours[];
  timeZone: string;
  companyId: number;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [week, setWeek] = useState(saved);
  const save = useMutation({
    mutationFn: () => updateCompanySchedules(companyId, { schedules: week, timeZone }),
    onSuccess: (clock) => {
      queryClient.setQueryData(settingsKeys.companySchedules(companyId), clock);
      toast.success(t('serviceHours.saved'));
    },
    onError: handleApiError,
  });
  const unsaved = week !== saved;

  return (
    <>
      <CardContent sx={{ pb: 0.5 }}>
        {/* The zone is set on the options tab, which every company has. */}
        <Typography variant="body2" color="text.secondary">
          {t('settings.hoursInZone', { zone: timeZone })}
        </Typography>
      </CardContent>
      <CardContent sx={{ py: 0.5 }}>
        <ServiceHoursEditor value={week} onChange={setWeek} unsaved={unsaved} disabled={save.isPending} />
      </CardContent>
      <Divider />
      <CardContent sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          loading={save.isPending}
          disabled={!unsaved || !isValidWeek(week)}
          onClick={() => save.mutate()}
          data-testid="company-schedules-save"
        >
          {t('common.save')}
        </Button>
      </CardContent>
    </>
  );
}

/** The settings 'Horários' tab (spec 2 "Settings"): the company's service hours when it schedules by company. */
export function CompanySchedulesTab() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { companyId } = user;
  const schedules = useQuery<CompanyClock>({
    queryKey: settingsKeys.companySchedules(companyId),
    queryFn: () => fetchCompanySchedules(companyId),
  });
  const saved = useMemo(() => schedules.data && completeWeek(schedules.data.schedules), [schedules.data]);

  return (
    <Card>
      <CardHeader
        title={t('settings.schedulesTitle')}
        slotProps={{ title: { variant: 'subtitle1', sx: { fontWeight: 600 } } }}
      />
      <Divider />
      {saved ? (
        <CompanySchedulesForm
          key={schedules.dataUpdatedAt}
          saved={saved}
          timeZone={schedules.data?.timeZone ?? user.company.timeZone}
          companyId={companyId}
        />
      ) : (
        <CardContent>
          {schedules.isError ? (
            <LoadError onRetry={() => void schedules.refetch()} />
          ) : (
            <Skeleton variant="rounded" height={320} />
          )}
        </CardContent>
      )}
    </Card>
  );
}
