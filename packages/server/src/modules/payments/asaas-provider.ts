import { z } from 'zod';
import type { AsaasClient } from './asaas-client.js';
import type { PaymentProvider, PixCharge, PixChargeRequest } from './payment-provider.js';

const customerShape = z.object({ id: z.string().min(1) });
const customerListShape = z.object({ data: z.array(customerShape) });
const paymentShape = z.object({ id: z.string().min(1) });
const pixQrCodeShape = z.object({ encodedImage: z.string(), payload: z.string().min(1) });

/** Our reference for a company on Asaas: customers are found by it, so a company is one customer there. */
export const asaasCustomerReference = (companyId: number) => `company-${companyId}`;
/** Our reference on a charge: the invoice it pays. */
export const asaasChargeReference = (invoiceId: number) => `invoice-${invoiceId}`;

/**
 * Pix through Asaas: the company's customer (found by our reference, else created with the payer's name and
 * CPF/CNPJ), a PIX charge for the invoice, and the charge's QR code.
 */
export class AsaasProvider implements PaymentProvider {
  constructor(private readonly client: AsaasClient) {}

  async createPixCharge(request: PixChargeRequest): Promise<PixCharge> {
    const customer = await this.customerFor(request);
    const payment = await this.client.post(
      '/payments',
      {
        customer,
        billingType: 'PIX',
        value: Number(request.value),
        dueDate: request.dueDate,
        description: request.description,
        externalReference: asaasChargeReference(request.invoiceId),
      },
      paymentShape,
    );
    return this.pixOf(payment.id);
  }

  async pixOf(chargeId: string): Promise<PixCharge> {
    const qr = await this.client.get(`/payments/${encodeURIComponent(chargeId)}/pixQrCode`, pixQrCodeShape);
    return { chargeId, pixText: qr.payload, qrImageBase64: qr.encodedImage };
  }

  private async customerFor({ companyId, payer }: PixChargeRequest): Promise<string> {
    const reference = asaasCustomerReference(companyId);
    const found = await this.client.get(
      `/customers?externalReference=${encodeURIComponent(reference)}`,
      customerListShape,
    );
    if (found.data[0]) return found.data[0].id;
    const created = await this.client.post(
      '/customers',
      { name: payer.name, cpfCnpj: payer.document, externalReference: reference },
      customerShape,
    );
    return created.id;
  }
}
