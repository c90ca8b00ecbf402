import { BOT_TEXTS } from './engine-texts.js';
import type { Step } from './step.js';

/** The stored mediaType of a call the channel reported (modules/inbound/message-kinds). */
const CALL_MEDIA_TYPE = 'call_log';

/**
 * A call (stored as a call_log message) never drives the bot. With acceptCallWhatsapp disabled the caller is told to
 * write instead; no connection field holds a refusal text, so the default one is used.
 */
export const callStep: Step = async (c) => {
  if (c.message.mediaType !== CALL_MEDIA_TYPE) return false;
  if (!c.settings.acceptCallWhatsapp) await c.say([BOT_TEXTS.callRefused]);
  return true;
};
