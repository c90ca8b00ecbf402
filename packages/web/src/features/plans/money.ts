const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', minimumFractionDigits: 2 });

/** Money as the spec shows it: pt-BR format, 2 decimals, BRL (spec 2 §9). */
export function formatBrl(amount: string | number): string {
  return BRL.format(Number(amount));
}
