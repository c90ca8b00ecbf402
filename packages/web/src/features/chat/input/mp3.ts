/** Voice messages go out as mp3 at 128 kbps (spec 1 §9), encoded in the browser. */
export const MP3_KBPS = 128;
/** A recording smaller than this is a slip of the finger, not a message: it is discarded (spec 1 §5). */
export const MIN_AUDIO_BYTES = 10_000;
const FRAME = 1152;

/** Float samples (-1…1) as 16-bit PCM, clipped. */
export function toPcm16(samples: Float32Array): Int16Array {
  const pcm = new Int16Array(samples.length);
  for (let index = 0; index < samples.length; index += 1) {
    const value = Math.max(-1, Math.min(1, samples[index] ?? 0));
    pcm[index] = value < 0 ? value * 0x8000 : value * 0x7fff;
  }
  return pcm;
}

/** Mixes the channels of a decoded recording down to one (a voice message is mono). */
function mono(buffer: AudioBuffer): Float32Array {
  if (buffer.numberOfChannels === 1) return buffer.getChannelData(0);
  const mixed = new Float32Array(buffer.length);
  for (let channel = 0; channel < buffer.numberOfChannels; channel += 1) {
    const data = buffer.getChannelData(channel);
    for (let index = 0; index < data.length; index += 1)
      mixed[index] = (mixed[index] ?? 0) + (data[index] ?? 0) / buffer.numberOfChannels;
  }
  return mixed;
}

/**
 * Re-encodes what MediaRecorder captured (webm/ogg/mp4, whatever the browser records) as mp3. The encoder is loaded
 * only when a recording is sent, as a chunk of its own; long recordings yield to the page between slices.
 */
export async function encodeMp3(recorded: Blob): Promise<Blob> {
  const context = new AudioContext();
  try {
    const decoded = await context.decodeAudioData(await recorded.arrayBuffer());
    const { Mp3Encoder } = await import('@breezystack/lamejs');
    const encoder = new Mp3Encoder(1, decoded.sampleRate, MP3_KBPS);
    const pcm = toPcm16(mono(decoded));
    const parts: Uint8Array[] = [];
    const slice = FRAME * 200;
    for (let start = 0; start < pcm.length; start += slice) {
      const end = Math.min(pcm.length, start + slice);
      for (let frame = start; frame < end; frame += FRAME)
        parts.push(encoder.encodeBuffer(pcm.subarray(frame, Math.min(end, frame + FRAME))));
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    parts.push(encoder.flush());
    return new Blob(
      parts.map((part) => new Uint8Array(part)),
      { type: 'audio/mpeg' },
    );
  } finally {
    void context.close();
  }
}
