import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../../api/errorHandler';
import { MIN_AUDIO_BYTES } from './mp3';
import { useAudioRecorder } from './useAudioRecorder';

/**
 * A voice note for a message box (the ticket chat's and the internal chat's): the recorder, with a refused microphone
 * said to the user, and `finish` handing the recording to `send` unless it is under MIN_AUDIO_BYTES (spec 1 §5: too
 * short, dropped with a notice). `send` calls `done` once its upload settles.
 */
export function useVoiceNote(send: (file: File, done: () => void) => void) {
  const { t } = useTranslation();
  const recorder = useAudioRecorder((error) => {
    console.error(error);
    handleApiError(t('chat.input.microphoneUnavailable'));
  });
  const finish = async () => {
    const file = await recorder.finish();
    if (!file) return;
    if (file.size < MIN_AUDIO_BYTES) {
      recorder.done();
      toast.info(t('chat.input.audioTooShort'), { toastId: 'audio-too-short' });
      return;
    }
    send(file, recorder.done);
  };
  return { ...recorder, finish };
}
