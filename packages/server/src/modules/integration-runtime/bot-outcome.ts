/** What a bot decides besides its messages: let a person take over, close, or move the ticket. */
export type BotAction =
  | { type: 'handOff' }
  | { type: 'close' }
  | { type: 'transfer'; queueId?: number | undefined; userId?: number | undefined };

/** One message of a bot: a text, or a file (a storage key or a remote http(s) URL) with the text as caption. */
export interface BotReply {
  body: string;
  mediaUrl?: string | undefined;
}

/** A provider's answer to one contact message. */
export interface BotOutcome {
  messages: BotReply[];
  action?: BotAction | undefined;
  /** Pause between messages (Typebot's typebotDelayMessage). */
  delayMs?: number | undefined;
}

/** The facts a provider needs about the contact's message. */
export interface BotTurn {
  companyId: number;
  ticketId: number;
  text: string;
  now: Date;
}
