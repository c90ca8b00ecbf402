import type { FastifyBaseLogger } from 'fastify';
import { PROMPT_DEFAULTS } from '@guiche/shared';
import { extensionForMime, mimeOf, type TenantStorage } from '../../storage/tenant-storage.js';
import type { MessageRow } from '../messages/messages.repository.js';
import type { PromptRow } from '../prompts/prompts.repository.js';
import { languageOf, SPEECH_OUTPUT_MIME, type AzureSpeech, type SpeechAccount } from './azure-speech.js';
import { IntegrationFailure } from './http-call.js';
import type { SealedCredentials } from './sealed-credentials.js';

export interface PromptVoiceDeps {
  speech: AzureSpeech;
  credentials: SealedCredentials;
  storage: TenantStorage;
  logger: FastifyBaseLogger;
}

/** A contact's recording this long or longer is not sent for transcription (short-audio recognition takes 60 s). */
const TRANSCRIBE_MAX_BYTES = 10 * 1024 * 1024;

/** What the voice did for one answer: the stored audio to send, and why it failed (shown on the prompt's row). */
export interface SpokenAnswer {
  audioKey: string | undefined;
  failure: string | undefined;
}

/**
 * A prompt's voice (spec 3: voice, voiceKey, voiceRegion). With a voice other than texto its answers are also sent
 * as audio synthesised by Azure neural voices; contact recordings are transcribed with the same Speech resource so
 * the model reads what was said. Either failing leaves the text path as it was: the answer still goes as text.
 */
export class PromptVoice {
  constructor(private readonly deps: PromptVoiceDeps) {}

  /** The answer's audio in the company's storage, when the prompt speaks; undefined (with the reason) when it cannot. */
  async speak(prompt: PromptRow, text: string): Promise<SpokenAnswer> {
    if (prompt.voice === PROMPT_DEFAULTS.voice || !text.trim()) return { audioKey: undefined, failure: undefined };
    try {
      const audio = await this.deps.speech.synthesize(this.account(prompt), prompt.voice, text);
      return {
        audioKey: await this.deps.storage.save(
          prompt.companyId,
          'messages',
          extensionForMime(SPEECH_OUTPUT_MIME),
          audio,
        ),
        failure: undefined,
      };
    } catch (error) {
      const failure = error instanceof IntegrationFailure ? error.message : 'speech: internal error';
      this.deps.logger.warn(
        {
          companyId: prompt.companyId,
          promptId: prompt.id,
          reason: failure,
          err: error instanceof IntegrationFailure ? undefined : error,
        },
        'prompt voice failed; the answer goes as text',
      );
      return { audioKey: undefined, failure };
    }
  }

  /** What the contact said in `message` when it is a recording and the prompt has a Speech resource; else undefined. */
  async transcript(prompt: PromptRow, message: MessageRow): Promise<string | undefined> {
    if (message.mediaType !== 'audio' || !message.mediaUrl || !prompt.voiceKeySealed || !prompt.voiceRegion)
      return undefined;
    try {
      const audio = await this.read(message.mediaUrl);
      if (!audio) return undefined;
      return await this.deps.speech.transcribe(
        this.account(prompt),
        languageOf(prompt.voice),
        audio,
        mimeOf(message.mediaUrl),
      );
    } catch (error) {
      this.deps.logger.warn(
        {
          companyId: prompt.companyId,
          promptId: prompt.id,
          messageId: message.id,
          reason: error instanceof Error ? error.message : String(error),
        },
        'transcription failed; the model reads the message as it is',
      );
      return undefined;
    }
  }

  private account(prompt: PromptRow): SpeechAccount {
    if (!prompt.voiceKeySealed || !prompt.voiceRegion)
      throw new IntegrationFailure('speech: no voice key or region stored');
    return {
      key: this.deps.credentials.open(prompt.companyId, 'promptVoiceKey', prompt.voiceKeySealed),
      region: prompt.voiceRegion,
    };
  }

  /** The stored recording, or undefined when it is too long to transcribe. */
  private async read(key: string): Promise<Buffer | undefined> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of this.deps.storage.open(key)) {
      const bytes = chunk as Buffer;
      size += bytes.length;
      if (size > TRANSCRIBE_MAX_BYTES) return undefined;
      chunks.push(bytes);
    }
    return Buffer.concat(chunks, size);
  }
}
