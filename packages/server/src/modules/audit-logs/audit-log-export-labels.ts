import { DEFAULT_LANGUAGE, type AuditAction, type AuditEntityType, type Language } from '@guiche/shared';

/** The audit trail export's words in one language. */
export interface AuditLogExportLabels {
  createdAt: string;
  user: string;
  email: string;
  action: string;
  entity: string;
  changes: string;
  ip: string;
  sheetName: string;
  /** The downloaded file's name, without its extension. */
  fileName: string;
  actions: Record<AuditAction, string>;
  entities: Record<AuditEntityType, string>;
}

/**
 * The audit page's own words (web locale auditLogs), so the file reads as the screen it came from. The server cannot
 * load the web's catalogue; these are kept here in the four languages (a test checks every action has its label).
 */
export const AUDIT_LOG_EXPORT_LABELS: Record<Language, AuditLogExportLabels> = {
  'pt-BR': {
    createdAt: 'Data',
    user: 'Usuário',
    email: 'E-mail',
    action: 'Ação',
    entity: 'Item',
    changes: 'Alterações',
    ip: 'IP',
    sheetName: 'Auditoria',
    fileName: 'auditoria',
    actions: {
      'settings.updated': 'Configurações alteradas',
      'user.created': 'Usuário criado',
      'user.updated': 'Usuário alterado',
      'user.deleted': 'Usuário excluído',
      'queue.deleted': 'Fila excluída',
      'connection.deleted': 'Conexão excluída',
      'contact.deleted': 'Contato excluído',
      'tag.deleted': 'Tag excluída',
      'campaign.deleted': 'Campanha excluída',
      'company.created': 'Empresa criada',
      'company.updated': 'Empresa alterada',
      'company.deleted': 'Empresa excluída',
      'report.exported': 'Relatório exportado',
      'contacts.exported': 'Contatos exportados',
      'campaign.deliveriesExported': 'Envios da campanha exportados',
      'ticket.transcriptExported': 'Conversa do atendimento exportada',
      'contact.dataExported': 'Dados do contato exportados',
      'contact.erased': 'Dados do contato apagados',
      'auditLogs.exported': 'Auditoria exportada',
      'platform.companyAccessed': 'Acesso aos dados da empresa',
    },
    entities: {
      setting: 'Configuração',
      company: 'Empresa',
      user: 'Usuário',
      queue: 'Fila',
      connection: 'Conexão',
      contact: 'Contato',
      tag: 'Tag',
      campaign: 'Campanha',
      ticket: 'Atendimento',
      report: 'Relatório',
      auditLog: 'Auditoria',
    },
  },
  en: {
    createdAt: 'Date',
    user: 'User',
    email: 'Email',
    action: 'Action',
    entity: 'Item',
    changes: 'Changes',
    ip: 'IP',
    sheetName: 'Audit log',
    fileName: 'audit-log',
    actions: {
      'settings.updated': 'Settings changed',
      'user.created': 'User created',
      'user.updated': 'User updated',
      'user.deleted': 'User deleted',
      'queue.deleted': 'Queue deleted',
      'connection.deleted': 'Connection deleted',
      'contact.deleted': 'Contact deleted',
      'tag.deleted': 'Tag deleted',
      'campaign.deleted': 'Campaign deleted',
      'company.created': 'Company created',
      'company.updated': 'Company updated',
      'company.deleted': 'Company deleted',
      'report.exported': 'Report exported',
      'contacts.exported': 'Contacts exported',
      'campaign.deliveriesExported': 'Campaign deliveries exported',
      'ticket.transcriptExported': 'Ticket conversation exported',
      'contact.dataExported': 'Contact data exported',
      'contact.erased': 'Contact data erased',
      'auditLogs.exported': 'Audit log exported',
      'platform.companyAccessed': 'Company data accessed',
    },
    entities: {
      setting: 'Setting',
      company: 'Company',
      user: 'User',
      queue: 'Queue',
      connection: 'Connection',
      contact: 'Contact',
      tag: 'Tag',
      campaign: 'Campaign',
      ticket: 'Ticket',
      report: 'Report',
      auditLog: 'Audit log',
    },
  },
  es: {
    createdAt: 'Fecha',
    user: 'Usuario',
    email: 'Email',
    action: 'Acción',
    entity: 'Elemento',
    changes: 'Cambios',
    ip: 'IP',
    sheetName: 'Auditoría',
    fileName: 'auditoria',
    actions: {
      'settings.updated': 'Configuración modificada',
      'user.created': 'Usuario creado',
      'user.updated': 'Usuario modificado',
      'user.deleted': 'Usuario eliminado',
      'queue.deleted': 'Cola eliminada',
      'connection.deleted': 'Conexión eliminada',
      'contact.deleted': 'Contacto eliminado',
      'tag.deleted': 'Etiqueta eliminada',
      'campaign.deleted': 'Campaña eliminada',
      'company.created': 'Empresa creada',
      'company.updated': 'Empresa modificada',
      'company.deleted': 'Empresa eliminada',
      'report.exported': 'Informe exportado',
      'contacts.exported': 'Contactos exportados',
      'campaign.deliveriesExported': 'Envíos de la campaña exportados',
      'ticket.transcriptExported': 'Conversación de la atención exportada',
      'contact.dataExported': 'Datos del contacto exportados',
      'contact.erased': 'Datos del contacto borrados',
      'auditLogs.exported': 'Auditoría exportada',
      'platform.companyAccessed': 'Acceso a los datos de la empresa',
    },
    entities: {
      setting: 'Configuración',
      company: 'Empresa',
      user: 'Usuario',
      queue: 'Cola',
      connection: 'Conexión',
      contact: 'Contacto',
      tag: 'Etiqueta',
      campaign: 'Campaña',
      ticket: 'Atención',
      report: 'Informe',
      auditLog: 'Auditoría',
    },
  },
  tr: {
    createdAt: 'Tarih',
    user: 'Kullanıcı',
    email: 'E-posta',
    action: 'İşlem',
    entity: 'Öğe',
    changes: 'Değişiklikler',
    ip: 'IP',
    sheetName: 'Denetim kaydı',
    fileName: 'denetim-kaydi',
    actions: {
      'settings.updated': 'Ayarlar değiştirildi',
      'user.created': 'Kullanıcı oluşturuldu',
      'user.updated': 'Kullanıcı güncellendi',
      'user.deleted': 'Kullanıcı silindi',
      'queue.deleted': 'Kuyruk silindi',
      'connection.deleted': 'Bağlantı silindi',
      'contact.deleted': 'Kişi silindi',
      'tag.deleted': 'Etiket silindi',
      'campaign.deleted': 'Kampanya silindi',
      'company.created': 'Şirket oluşturuldu',
      'company.updated': 'Şirket güncellendi',
      'company.deleted': 'Şirket silindi',
      'report.exported': 'Rapor dışa aktarıldı',
      'contacts.exported': 'Kişiler dışa aktarıldı',
      'campaign.deliveriesExported': 'Kampanya gönderimleri dışa aktarıldı',
      'ticket.transcriptExported': 'Talep yazışması dışa aktarıldı',
      'contact.dataExported': 'Kişi verileri dışa aktarıldı',
      'contact.erased': 'Kişi verileri silindi',
      'auditLogs.exported': 'Denetim kaydı dışa aktarıldı',
      'platform.companyAccessed': 'Şirket verilerine erişildi',
    },
    entities: {
      setting: 'Ayar',
      company: 'Şirket',
      user: 'Kullanıcı',
      queue: 'Kuyruk',
      connection: 'Bağlantı',
      contact: 'Kişi',
      tag: 'Etiket',
      campaign: 'Kampanya',
      ticket: 'Talep',
      report: 'Rapor',
      auditLog: 'Denetim kaydı',
    },
  },
};

/** The export's words in the user's language; Portuguese, the product's default, for one it does not know. */
export function auditLogExportLabels(language: string | null | undefined): AuditLogExportLabels {
  return language && Object.hasOwn(AUDIT_LOG_EXPORT_LABELS, language)
    ? AUDIT_LOG_EXPORT_LABELS[language as Language]
    : AUDIT_LOG_EXPORT_LABELS[DEFAULT_LANGUAGE];
}
