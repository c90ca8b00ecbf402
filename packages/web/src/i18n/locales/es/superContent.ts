import type { superContent as reference } from '../pt-BR/superContent';
import type { LocaleMessages } from '../../localeShape';

export const superContent: LocaleMessages<typeof reference> = {
  announcements: {
    search: 'Buscar informativos',
    add: 'Agregar informativo',
    addTitle: 'Nuevo informativo',
    editTitle: 'Editar informativo',
    edit: 'Editar informativo',
    columns: { title: 'Título', priority: 'Prioridad', attachment: 'Adjunto', status: 'Estado' },
    fields: { title: 'Título', text: 'Texto', status: 'Estado', priority: 'Prioridad' },
    priorities: { high: 'Alta', medium: 'Media', low: 'Baja' },
    active: 'Activo',
    inactive: 'Inactivo',
    noAttachment: 'Sin adjunto',
    attach: 'Adjuntar imagen',
    removeImage: 'Quitar imagen',
    imageOnly: 'Adjunte una imagen .png, .jpg o .jpeg.',
    saved: '¡Informativo guardado!',
    deleted: '¡Informativo eliminado!',
    emptyTitle: 'Ningún informativo',
    emptyText: 'Los informativos que publique aparecen a todos los usuarios en la barra superior.',
  },
  helpsAdmin: {
    title: 'Ayuda',
    add: 'Agregar ayuda',
    edit: 'Editar ayuda',
    columns: { title: 'Título', description: 'Descripción', video: 'Código del video' },
    fields: { title: 'Título', description: 'Descripción', video: 'Código del video' },
    videoHint: 'El código del video en YouTube (lo que sigue a v= en el enlace).',
    saveFailed:
      'No se pudo realizar la operación. Verifique si ya existe una ayuda con el mismo nombre o si los campos están completos',
    deleteFailed: 'No se pudo realizar la operación',
    emptyText: 'Agregue videos de ayuda para que aparezcan en el centro de ayuda.',
  },
};
