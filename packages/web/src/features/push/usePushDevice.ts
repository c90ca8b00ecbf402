import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addDevice, fetchDevices, fetchPublicKey, pushKeys, removeDevice, removeThisDevice } from './pushApi';
import { currentSubscription, pushSupport, subscribeBrowser } from './browserPush';
import { deviceName } from './deviceName';

/** This device's push state: being read, on, off, or impossible here (no support, or notifications blocked). */
export type PushDeviceState = 'loading' | 'on' | 'off' | 'unsupported' | 'denied';

/**
 * Pushes on this device (issue 41), turned on and off from the profile, and the user's other devices. Turning on asks
 * the browser's permission, subscribes with the server's VAPID key and hands the subscription to the server; turning
 * off does the reverse, server first, so that no push goes to a subscription the browser no longer has.
 */
export function usePushDevice() {
  const queryClient = useQueryClient();
  // Without push support (or with notifications blocked) there is nothing to read; else the subscription says.
  const [state, setState] = useState<PushDeviceState>(() => {
    const support = pushSupport();
    return support === 'supported' ? 'loading' : support;
  });
  const devices = useQuery({ queryKey: pushKeys.devices, queryFn: fetchDevices });
  const reading = state === 'loading';

  useEffect(() => {
    if (!reading) return;
    let live = true;
    currentSubscription()
      .then((subscription) => live && setState(subscription ? 'on' : 'off'))
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, [reading]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: pushKeys.devices });

  const enable = useMutation({
    mutationFn: async () => {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
      const subscription = await subscribeBrowser(await fetchPublicKey());
      await addDevice(subscription.toJSON(), deviceName(navigator.userAgent));
      return 'on';
    },
    onSuccess: (next: PushDeviceState) => setState(next),
    onSettled: refresh,
  });

  const disable = useMutation({
    mutationFn: async () => {
      const subscription = await currentSubscription();
      if (subscription) {
        await removeThisDevice(subscription.endpoint);
        await subscription.unsubscribe();
      }
    },
    onSuccess: () => setState('off'),
    onSettled: refresh,
  });

  const remove = useMutation({ mutationFn: removeDevice, onSettled: refresh });

  return { state, devices, enable, disable, remove, busy: enable.isPending || disable.isPending };
}
