/** Texts of Web Push in "My profile" (pt-BR, the reference). */
export const push = {
  push: {
    thisDevice: 'Notificações neste dispositivo',
    onHint:
      'Você recebe aqui novos atendimentos das suas filas, mensagens dos seus atendimentos, transferências e o chat interno, mesmo com o Guichê fechado, dentro do seu horário de trabalho.',
    offHint: 'Ative para ser avisado mesmo com o Guichê fechado, como no celular.',
    unsupported:
      'Este navegador não recebe notificações push. No celular, instale o Guichê pelo menu do navegador (Adicionar à tela inicial) e ative por lá.',
    denied: 'As notificações do Guichê estão bloqueadas nas configurações do navegador. Libere-as para ativar.',
    enableFailed: 'Não foi possível ativar as notificações neste dispositivo. Tente novamente.',
    disableFailed: 'Não foi possível desativar as notificações neste dispositivo. Tente novamente.',
    devices_one: '{{count}} dispositivo recebe suas notificações',
    devices_many: '{{count}} dispositivos recebem suas notificações',
    devices_other: '{{count}} dispositivos recebem suas notificações',
    lastPush: 'Última notificação em {{when}}',
    never: 'Nenhuma notificação enviada ainda',
    remove: 'Parar as notificações em {{device}}',
  },
};
