import type { Messages } from '../pt-BR';

/** Textos de los atajos de teclado y de su hoja '?'. */
export const shortcuts: Pick<Messages, 'shortcuts'> = {
  shortcuts: {
    menuItem: 'Atajos de teclado',
    title: 'Atajos de teclado',
    unavailableHint: 'Los atajos en gris no funcionan en esta pantalla.',
    or: 'o',
    groups: {
      general: 'General',
      tickets: 'Lista de tickets',
      ticket: 'Ticket abierto',
      replyBox: 'En el cuadro de respuesta',
    },
    actions: {
      help: 'Mostrar los atajos de teclado',
      leaveField: 'Cerrar la ventana o el menú; salir del campo de texto',
      nextTicket: 'Siguiente ticket de la lista',
      previousTicket: 'Ticket anterior de la lista',
      searchTickets: 'Buscar tickets',
      accept: 'Aceptar el ticket pendiente',
      resolve: 'Resolver (abre las opciones de cierre)',
      transfer: 'Transferir el ticket',
      reply: 'Escribir la respuesta',
      quickReplies: 'Al inicio del mensaje: respuestas rápidas',
      pickQuickReply: 'Elegir la respuesta rápida',
      insertQuickReply: 'Insertar la respuesta rápida elegida',
      closeQuickReplies: 'Cerrar las respuestas rápidas',
      send: 'Enviar el mensaje',
      newLine: 'Salto de línea',
    },
    keys: { alt: 'Alt', option: 'Option', ctrl: 'Ctrl', shift: 'Shift', enter: 'Enter', escape: 'Esc', tab: 'Tab' },
  },
};
