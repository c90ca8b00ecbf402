import type { Messages } from '../pt-BR';

/** Textos de la página de guardias y su diálogo. */
export const plantao: Pick<Messages, 'plantao'> = {
  plantao: {
    add: 'Agregar',
    columns: { id: 'ID', user: 'De guardia', phone: 'Teléfono', hours: 'Horarios' },
    hoursLine: '{{weekday}} - {{start}} a {{end}}',
    noUser: 'Usuario eliminado',
    emptyTitle: 'Nadie de guardia todavía',
    emptyText: 'Agregue quién recibe por WhatsApp los avisos de atenciones en espera fuera del horario.',
    emptyTextReadOnly: 'Cuando un administrador agregue personas de guardia, aparecerán aquí.',
    edit: 'Editar la guardia de {{name}}',
    delete: 'Eliminar la guardia de {{name}}',
    confirmDeleteTitle: 'Eliminar persona de guardia',
    confirmDelete: '¿Realmente desea eliminar a esta persona de guardia?',
    saved: 'Guardia guardada con éxito',
    deleted: 'Guardia eliminada con éxito',
    dialog: {
      addTitle: 'Agregar persona de guardia',
      editTitle: 'Editar persona de guardia',
      user: 'Usuario',
      noUsers: 'No se encontraron usuarios',
      phone: 'Teléfono',
      phonePlaceholder: '5511999999999',
      phoneHint: 'Con código de país y de área: los avisos llegan a este número por la conexión predeterminada.',
      interval: 'Intervalo entre notificaciones',
      minutes: 'min',
      days: 'Días y horarios de guardia',
      daysHint: 'Deje en blanco los días sin guardia. Un fin antes del inicio pasa la medianoche.',
      start: 'Inicio',
      end: 'Fin',
    },
    validation: {
      userRequired: 'Indique el usuario',
      phoneRequired: 'Indique el teléfono',
      intervalRequired: 'Indique el intervalo entre notificaciones',
      startRequired: 'Indique el inicio de la guardia',
      endRequired: 'Indique el fin de la guardia',
      oneDay: 'Al menos un día de la semana debe tener hora de inicio y de fin',
    },
  },
};
