import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ApiError } from '../../api/ApiError';
import { handleApiError } from '../../api/errorHandler';
import { formatShortDateTime } from '../../lib/dates';
import { usePushDevice } from './usePushDevice';

/** "My profile": pushes on this device, and the user's devices that receive them (issue 41). */
export function PushDeviceSettings() {
  const { t } = useTranslation();
  const { state, devices, enable, disable, remove, busy } = usePushDevice();
  const unavailable = state === 'unsupported' || state === 'denied';

  const toggle = (on: boolean) => {
    const action = on ? enable : disable;
    action.mutate(undefined, {
      // The browser's own refusals (no push service reachable, the subscription failed) say nothing a user can read.
      onError: (error) =>
        error instanceof ApiError
          ? handleApiError(error)
          : toast.error(t(on ? 'push.enableFailed' : 'push.disableFailed')),
    });
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="push-settings">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <NotificationsActiveOutlinedIcon color="primary" sx={{ mt: 0.5 }} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <FormControlLabel
            sx={{ ml: 0, width: '100%', justifyContent: 'space-between' }}
            labelPlacement="start"
            label={<Typography variant="subtitle2">{t('push.thisDevice')}</Typography>}
            control={
              <Switch
                checked={state === 'on'}
                disabled={busy || unavailable || state === 'loading'}
                onChange={(_, on) => toggle(on)}
              />
            }
          />
          {unavailable ? (
            <Alert severity={state === 'denied' ? 'warning' : 'info'} sx={{ mt: 1 }}>
              {t(`push.${state}`)}
            </Alert>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t(state === 'on' ? 'push.onHint' : 'push.offHint')}
            </Typography>
          )}
          <DeviceList devices={devices} onRemove={(id) => remove.mutate(id, { onError: handleApiError })} />
        </Box>
      </Stack>
    </Paper>
  );
}

function DeviceList({
  devices,
  onRemove,
}: {
  devices: ReturnType<typeof usePushDevice>['devices'];
  onRemove: (id: number) => void;
}) {
  const { t } = useTranslation();
  if (devices.isPending) return <Skeleton variant="rounded" height={48} sx={{ mt: 1.5 }} />;
  if (!devices.data || devices.data.length === 0) return null;
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography variant="caption" color="text.secondary">
        {t('push.devices', { count: devices.data.length })}
      </Typography>
      <List dense disablePadding>
        {devices.data.map((device) => (
          <ListItem
            key={device.id}
            disableGutters
            secondaryAction={
              <Tooltip title={t('push.remove', { device: device.device })}>
                <IconButton
                  edge="end"
                  aria-label={t('push.remove', { device: device.device })}
                  onClick={() => onRemove(device.id)}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </Tooltip>
            }
          >
            <ListItemText
              primary={device.device || device.service}
              secondary={
                device.lastPushAt
                  ? t('push.lastPush', { when: formatShortDateTime(device.lastPushAt) })
                  : t('push.never')
              }
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
