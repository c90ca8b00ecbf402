import type { internalChat as reference } from '../pt-BR/internalChat';
import type { LocaleMessages } from '../../localeShape';

export const internalChat: LocaleMessages<typeof reference> = {
  internalChat: {
    add: 'Nueva',
    search: 'Buscar conversación',
    emptyTitle: 'Ninguna conversación',
    emptyText: 'Cree una conversación con sus colegas.',
    pickTitle: 'Seleccione una conversación',
    pickText: 'Elija una conversación de la lista o cree una nueva.',
    noMessages: 'Aún no hay mensajes. ¡Salude!',
    noPreview: 'Sin mensajes',
    unread_one: '{{count}} sin leer',
    unread_many: '{{count}} sin leer',
    unread_other: '{{count}} sin leer',
    edit: 'Editar conversación',
    delete: 'Eliminar conversación',
    deleteTitle: 'Eliminar conversación',
    deleteText: 'Esta acción no se puede revertir, ¿confirmar?',
    deleted: '¡Conversación eliminada con éxito!',
    saved: '¡Conversación guardada con éxito!',
    gone: 'Esta conversación ya no está disponible.',
    back: 'Volver a las conversaciones',
    loadOlder: 'Cargando mensajes anteriores…',
    seeAll: 'Ver todas las conversaciones',
    fileKinds: { image: 'Imagen', audio: 'Audio', video: 'Video', other: 'Archivo' },
    input: {
      placeholder: 'Escriba un mensaje',
      send: 'Enviar',
      attach: 'Adjuntar archivo',
      record: 'Grabar audio',
    },
    dialog: {
      addTitle: 'Nueva conversación',
      editTitle: 'Editar conversación',
      title: 'Título',
      users: 'Usuarios',
      noUsers: 'Ningún usuario encontrado',
      ticketTitle: 'Ticket #{{id}} · {{name}}',
    },
  },
};
