import { NPS_MAX, NPS_MIN, type TagRef } from '@guiche/shared';
import { formatDate, formatTimeOfDay } from '../../lib/dates';

/** Ticket row limits (spec 1 §9): name and last message 30 characters, 2 tags shown. */
export const ROW_NAME_MAX = 30;
export const ROW_MESSAGE_MAX = 30;
export const ROW_TAGS_SHOWN = 2;

/** The first tags of a row and how many more there are ('+N'). */
export function visibleTags(tags: readonly TagRef[], shown = ROW_TAGS_SHOWN): { shown: TagRef[]; more: number } {
  return { shown: tags.slice(0, shown), more: Math.max(0, tags.length - shown) };
}

const RATING_EMOJI = ['😡', '🙁', '😐', '🙂', '😍'] as const;

/**
 * The emoji of a ticket's rating (spec 1 §9: five faces, 1 to 5). Contacts rate on the NPS scale, 0 to 10, so each
 * face covers two or three points: 0–2, 3–4, 5–6, 7–8, 9–10. None outside the scale.
 */
export function ratingEmoji(rate: number | undefined): string | null {
  if (rate === undefined || !Number.isInteger(rate) || rate < NPS_MIN || rate > NPS_MAX) return null;
  return RATING_EMOJI[Math.max(0, Math.ceil(rate / 2) - 1)] ?? null;
}

/** A row's time: HH:mm for today, dd/MM/yyyy before (spec 1 §9), in the browser's time zone. */
export function rowTime(iso: string, now: Date): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const sameDay =
    date.getFullYear() === now.getFullYear() && date.getMonth() === now.getMonth() && date.getDate() === now.getDate();
  if (sameDay) return formatTimeOfDay(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return formatDate(`${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`);
}
