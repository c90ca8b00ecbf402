import type { Messages } from '../pt-BR';

/** Textos de Web Push en "Mi perfil". */
export const push: Pick<Messages, 'push'> = {
  push: {
    thisDevice: 'Notificaciones en este dispositivo',
    onHint:
      'Aquí recibes nuevas atenciones de tus colas, mensajes de tus atenciones, transferencias y el chat interno, incluso con Guichê cerrado, dentro de tu horario de trabajo.',
    offHint: 'Actívalas para recibir avisos incluso con Guichê cerrado, como en el móvil.',
    unsupported:
      'Este navegador no recibe notificaciones push. En el móvil, instala Guichê desde el menú del navegador (Añadir a pantalla de inicio) y actívalas allí.',
    denied:
      'Las notificaciones de Guichê están bloqueadas en la configuración del navegador. Permítelas para activarlas.',
    enableFailed: 'No se pudieron activar las notificaciones en este dispositivo. Inténtalo de nuevo.',
    disableFailed: 'No se pudieron desactivar las notificaciones en este dispositivo. Inténtalo de nuevo.',
    devices_one: '{{count}} dispositivo recibe tus notificaciones',
    devices_many: '{{count}} dispositivos reciben tus notificaciones',
    devices_other: '{{count}} dispositivos reciben tus notificaciones',
    lastPush: 'Última notificación el {{when}}',
    never: 'Aún no se ha enviado ninguna notificación',
    remove: 'Detener las notificaciones en {{device}}',
  },
};
