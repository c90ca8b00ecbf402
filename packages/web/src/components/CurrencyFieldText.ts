/**
 * What the text of a money field means, by the conventions of a currency format (Intl.NumberFormat): which mark
 * separates the cents, where the currency label goes. Money has two decimals, which settles the ambiguous marks:
 * a '.' or ',' followed by one or two digits at the end is the decimal point even when the locale writes the other
 * one ('49.90' typed in Portuguese is 49.9, not 4990), while one followed by three digits groups thousands
 * ('1.234' in Portuguese is 1234). So a price pasted in another locale's format still reads as written.
 */
export interface MoneyConventions {
  /** The locale's decimal mark: ',' in pt-BR and tr, '.' in en and es-MX. */
  decimal: string;
  /** The currency as the format labels it ('R$', 'MXN'), and whether it follows the number. */
  currency: string;
  currencyAfter: boolean;
  /** The number without its currency, grouped, with two decimals ('1.234,50'). */
  plain: Intl.NumberFormat;
}

const conventions = new WeakMap<Intl.NumberFormat, MoneyConventions>();

export function moneyConventions(format: Intl.NumberFormat): MoneyConventions {
  const known = conventions.get(format);
  if (known) return known;
  const parts = format.formatToParts(1234.5);
  const indexOf = (type: Intl.NumberFormatPartTypes) => parts.findIndex((part) => part.type === type);
  const made: MoneyConventions = {
    decimal: parts[indexOf('decimal')]?.value ?? '.',
    currency: parts[indexOf('currency')]?.value ?? '',
    currencyAfter: indexOf('currency') > indexOf('integer'),
    plain: new Intl.NumberFormat(format.resolvedOptions().locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
  };
  conventions.set(format, made);
  return made;
}

/** The text split at its decimal point (none when it has no cents part); separators elsewhere group thousands. */
function split(text: string, { decimal }: MoneyConventions): { whole: string; cents: string | null } {
  const last = Math.max(text.lastIndexOf('.'), text.lastIndexOf(','));
  const after = last < 0 ? '' : text.slice(last + 1);
  const isPoint = last >= 0 && (text[last] === decimal || after.length <= 2);
  if (!isPoint) return { whole: text.replace(/\D/g, ''), cents: null };
  return { whole: text.slice(0, last).replace(/\D/g, ''), cents: after };
}

/**
 * What may stay in the field as typed or pasted: digits and the two marks, at most two digits after the decimal
 * point (a third is refused, as a mask would). A currency label or spaces pasted with the amount are dropped.
 */
export function cleanMoneyText(text: string, rules: MoneyConventions): string {
  const kept = text.replace(/[^\d.,]/g, '');
  const { cents } = split(kept, rules);
  if (cents === null || cents.length <= 2) return kept;
  return kept.slice(0, kept.length - cents.length + 2);
}

/** The amount the text means, or undefined when it holds no digit. */
export function parseMoneyText(text: string, rules: MoneyConventions): number | undefined {
  const { whole, cents } = split(text.replace(/[^\d.,]/g, ''), rules);
  const fraction = (cents ?? '').slice(0, 2);
  if (whole === '' && fraction === '') return undefined;
  return Number(`${whole || '0'}.${fraction || '0'}`);
}

/** The amount as the field shows it once left: the locale's grouping and two decimals, no currency ('1.234,50'). */
export function formatMoneyText(amount: number | undefined, rules: MoneyConventions): string {
  return amount === undefined ? '' : rules.plain.format(amount);
}
