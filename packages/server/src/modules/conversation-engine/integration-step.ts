import { namesBot } from './bot-hand-off.js';
import { notStarted, type Step } from './step.js';

/**
 * Bots beyond the tree. A ticket a bot holds (useIntegration) gets the contact's message to the bot; a new
 * conversation on a connection with an integration or a prompt is the bot's from the first message, ahead of the
 * greeting and the queue menu. Without the runtime (or when it declines) the later steps go on as before.
 */
export const integrationStep: Step = async (c) => {
  const handOff = c.handOff;
  if (!handOff) return false;
  if (c.ticket.useIntegration) {
    await handOff.continue(c);
    return true;
  }
  const target = { integrationId: c.connection.integrationId, promptId: c.connection.promptId };
  if (!notStarted(c) || !namesBot(target)) return false;
  return handOff.start(c, target);
};
