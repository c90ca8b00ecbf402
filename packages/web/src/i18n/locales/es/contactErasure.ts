import type { Messages } from '../pt-BR';

/** Texts of a contact's erasure (contact drawer) and of the settings screen's privacy card. */
export const contactErasure: Pick<Messages, 'contactErasure' | 'privacySettings'> = {
  contactErasure: {
    title: 'Borrar datos',
    description:
      'Borra, a pedido de la persona (LGPD), lo que la empresa guarda de ella. Las atenciones quedan, sin los datos.',
    action: 'Borrar datos del contacto',
    dialogTitle: '¿Borrar los datos de {{name}}?',
    goesTitle: 'Lo que se borra',
    goes: 'Nombre, número, foto, e-mail, información adicional y etiquetas; las notas; el texto y los archivos de todos los mensajes; las copias en programaciones, envíos de campaña y listas de contactos.',
    staysTitle: 'Lo que queda',
    stays:
      'Las atenciones, las evaluaciones y las cifras de los informes, sin ningún dato de la persona; y el registro de quién pidió el borrado y cuándo.',
    block:
      'Durante {{days}} días el número no podrá registrarse de nuevo (a mano o por lista), salvo que la persona vuelva a escribir.',
    irreversible: 'No se puede deshacer.',
    confirmLabel: 'Nombre del contacto',
    confirmHelper: 'Escriba “{{name}}” para confirmar',
    confirm: 'Borrar datos',
    pending: 'En cola: el borrado empieza en un momento…',
    running:
      'Borrando… $t(contactErasure.counts.messages, {"count": {{messages}} }) y $t(contactErasure.counts.files, {"count": {{files}} }) hasta ahora.',
    progressLabel: 'Progreso del borrado',
    done: 'Datos borrados.',
    doneSummary:
      '$t(contactErasure.counts.messages, {"count": {{messages}} }), $t(contactErasure.counts.files, {"count": {{files}} }) y $t(contactErasure.counts.notes, {"count": {{notes}} }); $t(contactErasure.counts.tickets, {"count": {{tickets}} }) para los informes.',
    erased: 'Los datos de este contacto fueron borrados el {{date}} por {{name}}.',
    erasedRunning: 'Los datos de este contacto se están borrando.',
    counts: {
      messages_one: '{{count}} mensaje borrado',
      messages_many: '{{count}} mensajes borrados',
      messages_other: '{{count}} mensajes borrados',
      files_one: '{{count}} archivo eliminado',
      files_many: '{{count}} archivos eliminados',
      files_other: '{{count}} archivos eliminados',
      notes_one: '{{count}} nota borrada',
      notes_many: '{{count}} notas borradas',
      notes_other: '{{count}} notas borradas',
      tickets_one: '{{count}} atención conservada',
      tickets_many: '{{count}} atenciones conservadas',
      tickets_other: '{{count}} atenciones conservadas',
    },
  },
  privacySettings: {
    title: 'Privacidad',
    intro:
      'Guarde solo lo necesario: la retención borra, cada día, lo que pasó del plazo. En blanco, queda desactivada.',
    optOutHelp: 'Quien responda esta palabra retira su consentimiento. En blanco: sin retirada por mensaje.',
    mediaHelp: 'Fotos, audios, videos y documentos más antiguos que esto se eliminan (el texto de los mensajes queda).',
    messagesHelp: 'Los mensajes de atenciones cerradas más antiguos que esto se anonimizan (texto y archivos).',
    auditHelp: 'Cuántos días guarda el registro de auditoría cada acción (mínimo 30).',
    days: 'días',
    off: 'Desactivada',
    previewLoading: 'Calculando lo que se borraría hoy…',
    preview:
      '$t(privacySettings.counts.files, {"count": {{files}} }) y $t(privacySettings.counts.messages, {"count": {{messages}} }) se borrarían hoy.',
    previewFailed: 'No fue posible calcular lo que se borraría.',
    confirmTitle: '¿Activar la retención?',
    confirmText: '{{preview}} Desde entonces, lo que pase del plazo se borrará cada día. No se puede deshacer.',
    confirm: 'Activar y guardar',
    counts: {
      files_one: '{{count}} archivo multimedia',
      files_many: '{{count}} archivos multimedia',
      files_other: '{{count}} archivos multimedia',
      messages_one: '{{count}} mensaje',
      messages_many: '{{count}} mensajes',
      messages_other: '{{count}} mensajes',
    },
  },
};
