const pad = (value: number) => String(value).padStart(2, '0');

/** A moment as dd/MM/yyyy HH:mm in the browser's time zone (spec 1 §9 "with time"). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
