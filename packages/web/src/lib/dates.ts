/** Dates of the contract are ISO (yyyy-MM-dd, possibly with a time); the interface shows dd/MM/yyyy (spec 1 §9). */
export function formatDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A moment as the connections table shows it (spec 2 §2): dd/MM/yy HH:mm, in the browser's time zone. */
export function formatShortDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const year = pad(date.getFullYear() % 100);
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${year} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The time of day of a moment, HH:mm in the browser's time zone (chat bubbles). */
export function formatTimeOfDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
