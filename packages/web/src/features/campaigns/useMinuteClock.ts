import { useEffect, useState } from 'react';

/** One minute: a PROGRAMADA campaign stops being editable an hour before its time (spec 3 §4), to the minute. */
const TICK_MS = 60_000;

/** Now, renewed every minute, so that what depends on the time (editability) changes on screen without a reload. */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
