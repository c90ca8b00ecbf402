import { fetchFile, type GraphSettings } from '../../channels/meta/graph-client.js';
import { ChannelError } from '../../channels/types.js';
import { sniffImage, type TenantStorage } from '../../storage/tenant-storage.js';

/** Graph's profile pictures are small thumbnails (tens of KB); anything this big is not one. */
const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

/**
 * Copies a profile picture from Meta's CDN into the company's `chats` area and answers its storage key (signed on
 * the way out, see storage/media-links.ts). The CDN address is public and gets no token; it expires within days,
 * which is why the file is kept rather than the address. Only images recognised by their bytes are kept.
 */
export async function downloadPicture(
  storage: TenantStorage,
  companyId: number,
  url: string,
  graph: GraphSettings,
): Promise<string> {
  const { data } = await fetchFile(url, graph);
  if (data.length > MAX_PICTURE_BYTES)
    throw new ChannelError('MEDIA_DOWNLOAD_FAILED', `profile picture of ${data.length} bytes refused`);
  const image = await sniffImage(data);
  if (!image) throw new ChannelError('MEDIA_DOWNLOAD_FAILED', 'the profile picture is not an image');
  return storage.save(companyId, 'chats', image.extension, data);
}
