import { useCallback, useEffect, useRef, useState } from 'react';
import { encodeMp3 } from './mp3';

/** Audio recording states (spec 1 §4): idle, recording, sending. */
export type RecorderState = 'idle' | 'recording' | 'sending';

interface Recording {
  recorder: MediaRecorder;
  stream: MediaStream;
  chunks: Blob[];
}

function stopTracks(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

/**
 * Records a voice message with MediaRecorder and hands it over as mp3. `start` asks for the microphone (its refusal
 * goes to `onError`); `finish` stops and resolves with the encoded file; `cancel` drops the recording.
 */
export function useAudioRecorder(onError: (error: unknown) => void) {
  const [state, setState] = useState<RecorderState>('idle');
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const current = useRef<Recording | null>(null);

  const start = useCallback(async () => {
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const recorder = new MediaRecorder(stream);
      const recording: Recording = { recorder, stream, chunks: [] };
      recorder.addEventListener('dataavailable', (event) => {
        if (event.data.size > 0) recording.chunks.push(event.data);
      });
      recorder.start();
      current.current = recording;
      setStartedAt(Date.now());
      setState('recording');
    } catch (error) {
      onError(error);
    }
  }, [onError]);

  const cancel = useCallback(() => {
    const recording = current.current;
    current.current = null;
    if (recording) {
      if (recording.recorder.state !== 'inactive') recording.recorder.stop();
      stopTracks(recording.stream);
    }
    setStartedAt(null);
    setState('idle');
  }, []);

  /** Stops, encodes to mp3 and marks the recorder as sending; the caller calls `done` once the upload settles. */
  const finish = useCallback(async (): Promise<File | null> => {
    const recording = current.current;
    if (!recording) return null;
    current.current = null;
    setState('sending');
    const stopped = new Promise<void>((resolve) =>
      recording.recorder.addEventListener('stop', () => resolve(), { once: true }),
    );
    recording.recorder.stop();
    await stopped;
    stopTracks(recording.stream);
    setStartedAt(null);
    try {
      const recorded = new Blob(recording.chunks, { type: recording.recorder.mimeType });
      const mp3 = await encodeMp3(recorded);
      return new File([mp3], `audio-${Date.now()}.mp3`, { type: 'audio/mpeg' });
    } catch (error) {
      setState('idle');
      onError(error);
      return null;
    }
  }, [onError]);

  const done = useCallback(() => setState('idle'), []);

  // Leaving the chat mid-recording releases the microphone.
  useEffect(
    () => () => {
      const recording = current.current;
      if (recording) {
        if (recording.recorder.state !== 'inactive') recording.recorder.stop();
        stopTracks(recording.stream);
      }
    },
    [],
  );

  return { state, startedAt, start, cancel, finish, done };
}
