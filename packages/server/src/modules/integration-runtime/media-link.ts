import { MediaLinks } from '../../storage/media-links.js';
import type { MediaSigner } from '../../storage/media-signer.js';

/**
 * Links to the contact's files for webhook receivers: signed and short-lived like every media link, absolute on
 * PUBLIC_URL. Without PUBLIC_URL a receiver elsewhere could not reach the server, so none is given.
 */
export function webhookMediaLink(signer: MediaSigner, publicUrl: string | undefined): (key: string) => string | null {
  if (!publicUrl) return () => null;
  const links = new MediaLinks(signer, publicUrl);
  return (key) => {
    const url = links.replacer('mediaUrl', key);
    return typeof url === 'string' && url !== key ? url : null;
  };
}
