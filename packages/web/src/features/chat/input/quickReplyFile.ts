import { receiveMedia } from '../../../api/http';

/** A quick reply's stored attachment as a File, named as it was uploaded (the link's file name otherwise). */
export async function quickReplyFile(media: { mediaPath: string; mediaName: string | null }): Promise<File> {
  const blob = await receiveMedia(media.mediaPath);
  const name =
    media.mediaName ?? new URL(media.mediaPath, window.location.href).pathname.split('/').at(-1) ?? 'arquivo';
  return new File([blob], name, { type: blob.type });
}
