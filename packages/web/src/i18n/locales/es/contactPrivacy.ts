import type { Messages } from '../pt-BR';

/** Texts of the contact drawer's LGPD part: consent history and data export. */
export const contactPrivacy: Pick<Messages, 'contactPrivacy'> = {
  contactPrivacy: {
    consents: {
      title: 'Consentimiento LGPD',
      empty: 'No hay respuestas a la solicitud de consentimiento registradas.',
      decisions: { accepted: 'Aceptó', refused: 'Rechazó', withdrawn: 'Revocó' },
      showText: 'Ver texto',
      hideText: 'Ocultar texto',
      more: 'Mostrar más',
    },
    export: {
      title: 'Portabilidad de datos',
      description:
        'Un archivo .zip con todo lo que la empresa guarda de este contacto: ficha, consentimientos, atenciones, mensajes y archivos.',
      action: 'Exportar datos',
      preparing: 'Preparando la exportación…',
      progress: '{{received}} de unos {{total}} · {{percent}}%',
      progressLabel: 'Progreso de la exportación',
      tickets_one: '{{count}} atención',
      tickets_many: '{{count}} atenciones',
      tickets_other: '{{count}} atenciones',
      messages_one: '{{count}} mensaje',
      messages_many: '{{count}} mensajes',
      messages_other: '{{count}} mensajes',
      files_one: '{{count}} archivo ({{size}})',
      files_many: '{{count}} archivos ({{size}})',
      files_other: '{{count}} archivos ({{size}})',
      done: 'Datos del contacto exportados.',
      cancelled: 'Exportación cancelada.',
    },
  },
};
