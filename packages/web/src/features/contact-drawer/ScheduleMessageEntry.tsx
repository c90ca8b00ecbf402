import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ScheduleSendOutlinedIcon from '@mui/icons-material/ScheduleSendOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyPlan } from '../plan/useCompanyPlan';
import { ScheduleDialog } from '../schedules/ScheduleDialog';

/**
 * The drawer's way to schedule a message for the contact (spec 1 §2), shown when the plan has useSchedules. The
 * dialog opens in place: going to /schedules left the conversation the attendant was in.
 */
export function ScheduleMessageEntry({ contactId }: { contactId: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const plan = useCompanyPlan();
  if (!plan.data?.plan.useSchedules) return null;
  return (
    <Box sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Button
        fullWidth
        variant="outlined"
        startIcon={<ScheduleSendOutlinedIcon />}
        onClick={() => setOpen(true)}
        data-testid="drawer-schedule"
      >
        {t('contactDrawer.scheduleMessage')}
      </Button>
      <ScheduleDialog target={open ? { contactId } : null} onClose={() => setOpen(false)} />
    </Box>
  );
}
