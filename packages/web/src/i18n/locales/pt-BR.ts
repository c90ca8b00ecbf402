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
import { shortcuts } from './pt-BR/shortcuts';
import { contactErasure } from './pt-BR/contactErasure';
import { auditLogs } from './pt-BR/auditLogs';
import { contactPrivacy } from './pt-BR/contactPrivacy';
import { push } from './pt-BR/push';
import { base } from './pt-BR/base';
import type { LocaleMessages } from '../localeShape';

/** The reference locale: every other locale must have its keys (see `Messages`). */
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
  ...shortcuts,
  ...contactErasure,
  ...auditLogs,
  ...contactPrivacy,
  ...push,
  ...base,
};

/** The reference's exact keys, Portuguese plural forms included: what `t()` is typed against (i18next.d.ts). */
export type ReferenceMessages = typeof ptBR;

/** What every language must have: the reference's keys, with the plural forms of its own grammar. */
export type Messages = LocaleMessages<ReferenceMessages>;
