import type { Messages } from '../pt-BR';

/** Texts of the contact lists and list items pages. */
export const contactLists: Pick<Messages, 'contactLists' | 'contactListItems'> = {
  contactLists: {
    add: 'Nueva lista',
    search: 'Buscar',
    columns: { name: 'Nombre', contactsCount: 'Contactos' },
    emptyTitle: 'No hay listas de contactos',
    emptyText: 'Cree una lista e importe una planilla .xlsx o .csv con las columnas nombre, número y email.',
    open: 'Ver los contactos de {{name}}',
    upload: 'Importar una planilla en {{name}}',
    edit: 'Editar {{name}}',
    delete: 'Eliminar {{name}}',
    deleted: '¡Lista eliminada!',
    saved: '¡Lista guardada!',
    dialog: { addTitle: 'Nueva lista de contactos', editTitle: 'Editar lista de contactos', name: 'Nombre' },
    importing: 'Importando: $t(contactLists.counts.read, {"count": {{rows}} }), $t(contactLists.counts.addedRows, {"count": {{added}} })',
    imported: 'Importación terminada: $t(contactLists.counts.added, {"count": {{added}} }), $t(contactLists.counts.duplicates, {"count": {{duplicates}} }), $t(contactLists.counts.errors, {"count": {{errors}} })',
    counts: {
      read_zero: '{{count}} filas leídas', read_one: '{{count}} fila leída', read_many: '{{count}} filas leídas', read_other: '{{count}} filas leídas',
      addedRows_zero: '{{count}} agregadas', addedRows_one: '{{count}} agregada', addedRows_many: '{{count}} agregadas', addedRows_other: '{{count}} agregadas',
      added_zero: '{{count}} agregados', added_one: '{{count}} agregado', added_many: '{{count}} agregados', added_other: '{{count}} agregados',
      duplicates_zero: '{{count}} repetidos', duplicates_one: '{{count}} repetido', duplicates_many: '{{count}} repetidos', duplicates_other: '{{count}} repetidos',
      errors_zero: '{{count}} con error', errors_one: '{{count}} con error', errors_many: '{{count}} con error', errors_other: '{{count}} con error',
    },
    rowError: 'Fila {{row}}: {{reason}}',
    reasons: { invalidNumber: 'número inválido', invalidName: 'nombre inválido', invalidEmail: 'email inválido' },
  },
  contactListItems: {
    back: 'Volver a las listas',
    add: 'Nuevo contacto',
    search: 'Buscar',
    columns: { name: 'Nombre', number: 'Número', email: 'Email', valid: 'WhatsApp' },
    valid: { yes: 'Válido', no: 'Inválido', unknown: 'Sin verificar' },
    emptyTitle: 'No hay contactos en esta lista',
    emptyText: 'Agregue contactos o importe una planilla en la página de las listas.',
    edit: 'Editar {{name}}',
    delete: 'Eliminar {{name}}',
    deleted: '¡Contacto eliminado!',
    saved: '¡Contacto guardado!',
    dialog: { addTitle: 'Nuevo contacto', editTitle: 'Editar contacto', name: 'Nombre', number: 'Número', email: 'Email' },
  },
};
