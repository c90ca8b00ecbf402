import { BOT_TEXTS } from './engine-texts.js';
import type { Step } from './step.js';

/**
 * Audio from a contact the company does not take audio from (acceptAudioMessageContact off and the contact's own
 * acceptAudioMessage off): the message stays stored for the attendant, the contact is asked to write.
 */
export const audioStep: Step = async (c) => {
  if (c.message.mediaType !== 'audio' || c.settings.acceptAudioMessageContact || c.contact.acceptAudioMessage)
    return false;
  await c.say([BOT_TEXTS.audioRefused]);
  return true;
};
