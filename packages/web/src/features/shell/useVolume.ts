import { useState } from 'react';
import { VOLUME_MAX, VOLUME_MIN } from '@guiche/shared';
import { readStored, writeStored } from '../../lib/storage';

function storedVolume(): number {
  const stored = readStored('volume');
  const value = stored === null ? Number.NaN : Number(stored);
  return Number.isFinite(value) ? Math.min(VOLUME_MAX, Math.max(VOLUME_MIN, value)) : VOLUME_MAX;
}

/** Notification volume, 0 to 1, kept under the local key `volume` (spec 1 §2) for the sound player to read. */
export function useVolume(): [number, (volume: number) => void] {
  const [volume, setVolume] = useState(storedVolume);
  const update = (next: number) => {
    setVolume(next);
    writeStored('volume', String(next));
  };
  return [volume, update];
}
