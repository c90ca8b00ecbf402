import { useEffect } from 'react';
import { toast } from 'react-toastify';
import { i18n } from '../i18n';

const VERSION_POLL_MS = 5 * 60_000;
const TOAST_ID = 'new-version';

function versionOf(body: unknown): string | null {
  return typeof body === 'object' && body !== null && 'version' in body && typeof body.version === 'string'
    ? body.version
    : null;
}

/**
 * Spec 1 §4: when the deployed build differs from the running one, a persistent toast offers a reload.
 * Checks every 5 minutes and whenever the window regains focus.
 */
export function useNewVersionNotice(): void {
  useEffect(() => {
    const check = async () => {
      if (toast.isActive(TOAST_ID)) return;
      try {
        const response = await fetch(`/version.json?ts=${Date.now()}`, { cache: 'no-store' });
        if (!response.ok) return;
        const deployed = versionOf(await response.json());
        if (deployed === null || deployed === __APP_VERSION__) return;
        toast.info(i18n.t('session.newVersion'), {
          toastId: TOAST_ID,
          autoClose: false,
          closeOnClick: false,
          draggable: false,
          onClick: () => window.location.reload(),
        });
      } catch {
        // Offline, or a dev server without version.json: nothing to compare.
      }
    };
    const onFocus = () => void check();

    void check();
    const timer = setInterval(onFocus, VERSION_POLL_MS);
    window.addEventListener('focus', onFocus);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, []);
}
