import { team } from './pt-BR/team';
import { platform } from './pt-BR/platform';
import { channels } from './pt-BR/channels';
import { tickets } from './pt-BR/tickets';
import { contacts } from './pt-BR/contacts';
import { chat } from './pt-BR/chat';
import { schedules } from './pt-BR/schedules';
import { plantao } from './pt-BR/plantao';
import { contactLists } from './pt-BR/contactLists';
import { campaigns } from './pt-BR/campaigns';
import { integrations } from './pt-BR/integrations';
import { internalChat } from './pt-BR/internalChat';
import { teamwork } from './pt-BR/teamwork';
import { insight } from './pt-BR/insight';
import { billingFlow } from './pt-BR/billingFlow';
import { superContent } from './pt-BR/superContent';
import { base } from './pt-BR/base';

/** The reference locale: every other locale must have exactly this shape (see `Messages`). */
export const ptBR = {
  ...team,
  ...platform,
  ...channels,
  ...tickets,
  ...contacts,
  ...chat,
  ...schedules,
  ...plantao,
  ...contactLists,
  ...campaigns,
  ...integrations,
  ...internalChat,
  ...teamwork,
  ...insight,
  ...billingFlow,
  ...superContent,
  ...base,
};

export type Messages = typeof ptBR;
