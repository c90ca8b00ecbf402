import { ChannelError } from '../types.js';
import type { GraphClient } from '../meta/graph-client.js';
import { fileBlob } from '../meta/media-bytes.js';

/** What inbound media needs to fetch bytes: a webhook carries only the media id (its `url` is optional). */
export interface CloudMediaSource {
  download(mediaId: string): Promise<Buffer>;
}

interface MediaInfo {
  url?: string;
  mime_type?: string;
}

/**
 * Cloud API media for one business phone number. Download is always the two-step flow: `GET /{media-id}` for a
 * fresh URL (URLs expire after 5 minutes, so one is never cached), then `GET url` with the same bearer token.
 */
export class CloudMedia implements CloudMediaSource {
  constructor(
    private readonly graph: GraphClient,
    private readonly phoneNumberId: string,
  ) {}

  async download(mediaId: string): Promise<Buffer> {
    let info: MediaInfo;
    try {
      // phone_number_id makes Meta check the media belongs to this number (another tenant's id is refused).
      info = await this.graph.get<MediaInfo>(encodeURIComponent(mediaId), { phone_number_id: this.phoneNumberId });
    } catch (error) {
      if (!(error instanceof ChannelError)) throw error;
      throw new ChannelError('MEDIA_DOWNLOAD_FAILED', `media ${mediaId}: ${error.message}`, error.retryable);
    }
    if (!info.url) throw new ChannelError('MEDIA_DOWNLOAD_FAILED', `media ${mediaId}: Graph answered no url`);
    return (await this.graph.download(info.url)).data;
  }

  /** `POST /{phone-number-id}/media` (multipart `file`, `type`, `messaging_product`) → the media id to send. */
  async upload(bytes: Buffer, mime: string, fileName: string): Promise<string> {
    const form = new FormData();
    form.append('messaging_product', 'whatsapp');
    form.append('type', mime);
    form.append('file', fileBlob(bytes, mime), fileName);
    const answer = await this.graph.postForm<{ id?: string }>(`${this.phoneNumberId}/media`, form);
    if (!answer.id) throw new ChannelError('PROVIDER_ERROR', 'media upload answered no id');
    return answer.id;
  }
}
