/** Playback speeds of an audio message, in the order a click cycles through them (spec 1 §2, §9). */
export const AUDIO_SPEEDS = [0.5, 1, 1.5, 2] as const;
export type AudioSpeed = (typeof AUDIO_SPEEDS)[number];

export function nextAudioSpeed(current: number): AudioSpeed {
  const index = AUDIO_SPEEDS.findIndex((speed) => speed === current);
  return AUDIO_SPEEDS[(index + 1) % AUDIO_SPEEDS.length] ?? 1;
}

/** A stored speed read back: anything that is not one of the four (a foreign or corrupted value) is normal speed. */
export function parseAudioSpeed(stored: string | null): AudioSpeed {
  const value = Number(stored);
  return AUDIO_SPEEDS.find((speed) => speed === value) ?? 1;
}
