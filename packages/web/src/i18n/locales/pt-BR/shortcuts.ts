/** Texts of the keyboard shortcuts and their '?' sheet (pt-BR, the reference every other language follows). */
export const shortcuts = {
  shortcuts: {
    menuItem: 'Atalhos de teclado',
    title: 'Atalhos de teclado',
    unavailableHint: 'Os atalhos em cinza não valem na tela atual.',
    or: 'ou',
    groups: {
      general: 'Geral',
      tickets: 'Lista de atendimentos',
      ticket: 'Atendimento aberto',
      replyBox: 'Na caixa de resposta',
    },
    actions: {
      help: 'Mostrar os atalhos de teclado',
      leaveField: 'Fechar a janela ou o menu; sair do campo de texto',
      nextTicket: 'Próximo atendimento da lista',
      previousTicket: 'Atendimento anterior da lista',
      searchTickets: 'Buscar atendimentos',
      accept: 'Aceitar o atendimento pendente',
      resolve: 'Resolver (abre as opções de encerramento)',
      transfer: 'Transferir o atendimento',
      reply: 'Escrever a resposta',
      quickReplies: 'No início da mensagem: respostas rápidas',
      pickQuickReply: 'Escolher a resposta rápida',
      insertQuickReply: 'Inserir a resposta rápida escolhida',
      closeQuickReplies: 'Fechar as respostas rápidas',
      send: 'Enviar a mensagem',
      newLine: 'Quebrar a linha',
    },
    keys: { alt: 'Alt', option: 'Option', ctrl: 'Ctrl', shift: 'Shift', enter: 'Enter', escape: 'Esc', tab: 'Tab' },
  },
};
