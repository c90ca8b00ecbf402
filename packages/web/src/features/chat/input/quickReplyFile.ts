import { fetchMediaBlob } from '../../../api/media';

/** A quick reply's stored attachment as a File, named as it was uploaded (the key's last part otherwise). */
export async function quickReplyFile(media: { mediaPath: string; mediaName: string | null }): Promise<File> {
  const blob = await fetchMediaBlob(media.mediaPath);
  const name = media.mediaName ?? media.mediaPath.split('/').at(-1) ?? 'arquivo';
  return new File([blob], name, { type: blob.type });
}
