import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../api/errorHandler';
import { LoadError } from '../../components/LoadError';
import { TimeZoneSelect } from '../../components/TimeZoneSelect';
import { useCurrentUser, useSession } from '../auth/sessionContext';
import { fetchCompanySchedules, settingsKeys, updateCompanySchedules, type CompanyClock } from './settingsApi';

function TimeZoneForm({ saved, companyId }: { saved: CompanyClock; companyId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const { setUser } = useSession();
  const [timeZone, setTimeZone] = useState(saved.timeZone);
  // The schedules endpoint takes the week with the zone: the saved week goes back unchanged.
  const save = useMutation({
    mutationFn: () => updateCompanySchedules(companyId, { schedules: saved.schedules, timeZone }),
    onSuccess: (clock) => {
      queryClient.setQueryData(settingsKeys.companySchedules(companyId), clock);
      // Dashboards and reports count days in the session's company zone.
      setUser({ ...user, company: { ...user.company, timeZone: clock.timeZone } });
      toast.success(t('settings.timeZoneSaved'));
    },
    onError: handleApiError,
  });
  return (
    <>
      <CardContent>
        <TimeZoneSelect value={timeZone} onChange={setTimeZone} disabled={save.isPending} />
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
        <Button
          variant="contained"
          loading={save.isPending}
          disabled={!timeZone || timeZone === saved.timeZone}
          onClick={() => save.mutate()}
          data-testid="company-time-zone-save"
        >
          {t('common.save')}
        </Button>
      </CardActions>
    </>
  );
}

/**
 * The company's time zone, on the options tab so every company can set it: campaigns, schedules, placeholders and
 * reports read it whatever the schedule type, while the hours tab shows only when the company schedules by company.
 */
export function CompanyTimeZoneCard() {
  const { t } = useTranslation();
  const { companyId } = useCurrentUser();
  const clock = useQuery<CompanyClock>({
    queryKey: settingsKeys.companySchedules(companyId),
    queryFn: () => fetchCompanySchedules(companyId),
  });
  return (
    <Card>
      <CardHeader
        title={t('settings.timeZone')}
        slotProps={{ title: { variant: 'subtitle1', sx: { fontWeight: 600 } } }}
      />
      <Divider />
      {clock.data ? (
        <TimeZoneForm key={clock.dataUpdatedAt} saved={clock.data} companyId={companyId} />
      ) : (
        <CardContent>
          {clock.isError ? (
            <LoadError onRetry={() => void clock.refetch()} />
          ) : (
            <Skeleton variant="rounded" height={56} sx={{ maxWidth: 360 }} />
          )}
        </CardContent>
      )}
    </Card>
  );
}
