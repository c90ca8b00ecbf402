import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ScheduleSendOutlinedIcon from '@mui/icons-material/ScheduleSendOutlined';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCompanyPlan } from '../plan/useCompanyPlan';
import { schedulePathFor } from '../schedules/scheduleLink';

/** The drawer's way to schedule a message for the contact (spec 1 §2), shown when the plan has useSchedules. */
export function ScheduleMessageEntry({ contactId }: { contactId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const plan = useCompanyPlan();
  if (!plan.data?.plan.useSchedules) return null;
  return (
    <Box sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Button
        fullWidth
        variant="outlined"
        startIcon={<ScheduleSendOutlinedIcon />}
        onClick={() => void navigate(schedulePathFor(contactId))}
        data-testid="drawer-schedule"
      >
        {t('contactDrawer.scheduleMessage')}
      </Button>
    </Box>
  );
}
