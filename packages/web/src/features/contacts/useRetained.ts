import { useState } from 'react';

/**
 * The latest non-null value: a dialog whose subject is cleared on close keeps showing it through the closing
 * fade instead of flashing empty or different texts.
 */
export function useRetained<T>(value: T | null): T | null {
  const [retained, setRetained] = useState(value);
  if (value !== null && value !== retained) setRetained(value);
  return value ?? retained;
}
