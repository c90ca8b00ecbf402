const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', minimumFractionDigits: 2 });

/** Spec 2 §9: money in pt-BR format with 2 decimals (BRL), whatever the interface language. */
export function formatMoney(value: number): string {
  return brl.format(value);
}
