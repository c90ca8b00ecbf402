import { i18n } from '../../i18n';

/**
 * The currency a price is labelled with, by the interface's language (spec 1 §9: R$ in Portuguese, MXN in Spanish).
 * English and Turkish keep BRL, the currency the platform bills in (spec 2 §9: money in BRL; no company setting
 * chooses another), written with their own separators (en R$49.90, tr R$49,90): labelling the amount US$ or ₺ would
 * misstate a price that is never converted. Only the label and the number's format change: a plan of 49 reads
 * R$ 49,00 or MXN 49.00, as the spec's rule is one of display. Prices are both shown (formatMoney) and typed
 * (CurrencyField) by these formats.
 */
const CURRENCY_BY_LANGUAGE: Record<string, { locale: string; currency: string; currencyDisplay?: 'code' }> = {
  'pt-BR': { locale: 'pt-BR', currency: 'BRL' },
  // The code, as the spec writes it: es-MX's own symbol is a bare '$', which reads as US dollars.
  es: { locale: 'es-MX', currency: 'MXN', currencyDisplay: 'code' },
  en: { locale: 'en-US', currency: 'BRL' },
  tr: { locale: 'tr-TR', currency: 'BRL' },
};

const formats = new Map<string, Intl.NumberFormat>();

/** The currency format of the interface language `language` (Portuguese's for a language it does not know). */
export function moneyFormat(language: string = i18n.language): Intl.NumberFormat {
  const {
    locale,
    currency,
    currencyDisplay = 'symbol',
  } = CURRENCY_BY_LANGUAGE[language] ?? CURRENCY_BY_LANGUAGE['pt-BR']!;
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formats.set(language, format);
  }
  return format;
}

/**
 * Every price the interface shows (plans, invoices, sign-up plan cards, checkout), with 2 decimals (spec 2 §9), in the
 * current language's currency label. Components call it while rendering, and re-render on a language change.
 */
export function formatMoney(amount: string | number, language: string = i18n.language): string {
  return moneyFormat(language).format(Number(amount));
}
