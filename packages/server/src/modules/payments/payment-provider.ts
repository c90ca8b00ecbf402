/** Who pays: the name and CPF/CNPJ (digits) the checkout's Dados step collects. */
export interface Payer {
  name: string;
  document: string;
}

export interface PixChargeRequest {
  companyId: number;
  invoiceId: number;
  payer: Payer;
  /** BRL with 2 decimals, as text ("142.00"). */
  value: string;
  /** yyyy-MM-dd, not in the past. */
  dueDate: string;
  description: string;
}

/** A Pix charge as the checkout shows it. */
export interface PixCharge {
  /** The provider's id of the charge: its payment webhook names it. */
  chargeId: string;
  /** The Pix copy-and-paste text. */
  pixText: string;
  /** The QR code as a PNG, base64. */
  qrImageBase64: string;
}

/**
 * A payment provider behind the checkout (spec 2: Pix). One exists today (asaas-provider.ts); the invoices module
 * knows only this interface. A provider that fails or is not configured throws ERR_PAYMENT_UNAVAILABLE.
 */
export interface PaymentProvider {
  createPixCharge(request: PixChargeRequest): Promise<PixCharge>;
  /** The Pix of a charge made earlier (the checkout opened again for the same invoice and value). */
  pixOf(chargeId: string): Promise<PixCharge>;
}
