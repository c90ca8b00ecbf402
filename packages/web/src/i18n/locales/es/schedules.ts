import type { Messages } from '../pt-BR';

/** Texts of the schedules page and the schedule dialog. */
export const schedules: Pick<Messages, 'schedules'> = {
  schedules: {
    add: 'Nueva programación',
    search: 'Buscar por contacto o mensaje',
    searchHint: 'Escriba al menos 3 caracteres para buscar.',
    columns: { contact: 'Contacto', body: 'Mensaje', sendAt: 'Fecha de envío', status: 'Estado' },
    statuses: { PENDENTE: 'Pendiente', ENVIADA: 'Enviada', ERRO: 'Error' },
    failedBecause: 'No enviada: {{reason}}',
    emptyTitle: 'No se encontraron programaciones',
    emptyText: 'Programe un mensaje para un contacto o cambie la búsqueda.',
    edit: 'Editar la programación de {{name}}',
    editSent: 'Una programación ya enviada no se puede cambiar',
    delete: 'Eliminar la programación de {{name}}',
    saved: '¡Programación guardada con éxito!',
    deleted: '¡Programación eliminada con éxito!',
    dialog: {
      addTitle: 'Nueva programación',
      editTitle: 'Editar programación',
      contact: 'Contacto',
      contactHint: 'Escriba al menos 3 caracteres para buscar.',
      noContacts: 'No se encontraron contactos',
      body: 'Mensaje',
      sendAt: 'Fecha de envío',
      required: 'Obligatorio',
    },
  },
};
