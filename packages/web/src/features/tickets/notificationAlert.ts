import { VOLUME_MAX, VOLUME_MIN } from '@guiche/shared';
import { readStored } from '../../lib/storage';

/** The volume chosen in the app bar (local key `volume`, spec 1 §2), read when a sound plays so a change counts at once. */
function chosenVolume(): number {
  const stored = Number(readStored('volume') ?? Number.NaN);
  return Number.isFinite(stored) ? Math.min(VOLUME_MAX, Math.max(VOLUME_MIN, stored)) : VOLUME_MAX;
}

let audio: AudioContext | null = null;

/**
 * A short two-note chime, synthesised (no sound file to fetch), at the chosen volume. Browsers keep audio muted
 * until the page has had a click or key press; before that the chime is silently skipped.
 */
export function playNotificationSound(): void {
  const volume = chosenVolume();
  if (volume <= 0 || typeof AudioContext === 'undefined') return;
  audio ??= new AudioContext();
  if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
  const start = audio.currentTime;
  [880, 1318.5].forEach((frequency, index) => {
    if (!audio) return;
    const at = start + index * 0.14;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.35 * volume, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.45);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.5);
  });
}

/** A desktop notification, when the browser has one and the user allowed it (asked at start, spec 1 §2). */
export function showBrowserNotification(title: string, body: string, tag: string, onClick: () => void): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const notification = new Notification(title, { body, tag });
  notification.onclick = () => {
    window.focus();
    onClick();
    notification.close();
  };
}
