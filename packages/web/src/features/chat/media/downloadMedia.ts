import { toast } from 'react-toastify';
import { fetchMediaUrl } from '../../../api/media';
import { i18n } from '../../../i18n';

/**
 * Saves a stored file under its name. Media is private, so the file is fetched with the token as a blob first
 * (spec 1 §7); a failure is logged with the spec's text and told to the attendant (spec 1 §8).
 */
export async function downloadMedia(key: string, fileName: string): Promise<void> {
  try {
    const url = await fetchMediaUrl(key);
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = fileName;
    anchor.rel = 'noopener';
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    // The browser has taken the file once the click ran; the URL can go.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  } catch (error) {
    const message = i18n.t('chat.downloadFailed');
    console.error(message, error);
    toast.error(message, { toastId: 'download-failed' });
  }
}
