/**
 * Tag colours: a new tag from a picker gets a random colour (spec 3 §9), and a chip's text must stay readable on
 * whatever colour a tag holds.
 */
const HEX_COLOR = /^#([0-9a-f]{6})$/i;

/** A random `#rrggbb`, as POST /tags expects. `random` is injectable so tests can pin it. */
export function randomTagColor(random: () => number = Math.random): string {
  const value = Math.floor(random() * 0x1000000) % 0x1000000;
  return `#${value.toString(16).padStart(6, '0')}`;
}

/** Relative luminance (WCAG 2) of a `#rrggbb` colour, or null when the text is not one. */
function luminance(color: string): number | null {
  const match = HEX_COLOR.exec(color.trim());
  if (!match?.[1]) return null;
  const hex = match[1];
  const [r, g, b] = [0, 2, 4].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * Black or white, whichever contrasts more with the tag's colour; a colour that cannot be read falls back to
 * `null` so the chip keeps the theme's own colours.
 */
export function tagTextColor(color: string): '#000000' | '#ffffff' | null {
  const light = luminance(color);
  if (light === null) return null;
  // Contrast with black is (L + 0.05) / 0.05, with white 1.05 / (L + 0.05); they are equal at L ≈ 0.179.
  return (light + 0.05) / 0.05 >= 1.05 / (light + 0.05) ? '#000000' : '#ffffff';
}

/** The sx of a chip painted in a tag's colour. */
export function tagChipSx(color: string) {
  const text = tagTextColor(color);
  return text === null
    ? {}
    : {
        bgcolor: color,
        color: text,
        '& .MuiChip-deleteIcon': { color: text, opacity: 0.7, '&:hover': { color: text, opacity: 1 } },
      };
}
