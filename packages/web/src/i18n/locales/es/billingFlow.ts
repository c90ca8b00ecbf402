import type { billingFlow as reference } from '../pt-BR/billingFlow';
import type { LocaleMessages } from '../../localeShape';

export const billingFlow: LocaleMessages<typeof reference> = {
  invoices: {
    search: 'Buscar facturas',
    columns: { detail: 'Detalles', users: 'Usuarios', connections: 'Conexiones', queues: 'Colas', value: 'Valor', dueDate: 'Vencimiento', status: 'Estado' },
    statuses: { Pago: 'Pagada', Vencido: 'Vencida', 'Em Aberto': 'Abierta' },
    pay: 'PAGAR',
    paid: 'PAGADA',
    emptyText: 'Las facturas de su suscripción aparecen aquí.',
  },
  checkout: {
    title: 'Pago de la suscripción',
    steps: { data: 'Datos', plan: 'Personalizar', review: 'Revisar' },
    fullName: 'Nombre completo',
    nameRequired: 'El nombre completo es obligatorio',
    // Stays CPF/CNPJ: the Pix charge's provider requires a Brazilian payer document (docs/spec-deviations.md).
    document: 'CPF/CNPJ',
    invalidDocument: 'El pago lo procesa un proveedor brasileño: ingrese un CPF o CNPJ válido (no acepta CURP ni RFC)',
    currentPlan: 'Plan actual',
    customPlan: 'Personalizado',
    limits: '$t(checkout.counts.users, {"count": {{users}} }), $t(checkout.counts.connections, {"count": {{connections}} }), $t(checkout.counts.queues, {"count": {{queues}} })',
    users: 'usuarios',
    connections: 'conexiones',
    more: 'Más {{what}}',
    less: 'Menos {{what}}',
    reviewPayer: 'Pagador: {{name}} ({{document}})',
    reviewPlan: 'Plan: {{plan}}',
    reviewCustom: 'Plan personalizado: $t(checkout.counts.users, {"count": {{users}} }) y $t(checkout.counts.connections, {"count": {{connections}} })',
    counts: {
      users_zero: '{{count}} usuarios', users_one: '{{count}} usuario', users_many: '{{count}} usuarios', users_other: '{{count}} usuarios',
      connections_zero: '{{count}} conexiones', connections_one: '{{count}} conexión', connections_many: '{{count}} conexiones', connections_other: '{{count}} conexiones',
      queues_zero: '{{count}} colas', queues_one: '{{count}} cola', queues_many: '{{count}} colas', queues_other: '{{count}} colas',
    },
    reviewTotal: 'Total mensual: {{value}}',
    back: 'Volver',
    next: 'Siguiente',
    pay: 'Pagar',
    subscribed: '¡Suscripción realizada! Esperando el pago',
    qrLabel: 'Código QR Pix',
    pixText: 'Pix copiar y pegar',
    copy: 'Copiar código',
    copied: '¡Código copiado!',
    waiting: 'Esperando la confirmación del pago…',
    paid: '¡Pago confirmado! Su licencia fue renovada hasta {{date}}. Será llevado a los tickets.',
  },
  helpCenter: {
    emptyTitle: 'Aún no hay videos de ayuda',
    emptyText: 'Los videos de ayuda que publica la plataforma aparecen aquí.',
  },
};
