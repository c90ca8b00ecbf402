import { z } from 'zod';
import type { EgressGuard } from '../../net/egress-guard.js';
import { callFailure, IntegrationFailure, PROVIDER_TIMEOUT_MS } from './http-call.js';
import { readBounded } from './remote-media.js';

/**
 * Azure AI Speech's public endpoints, by region. AZURE_SPEECH_URL replaces both with one base whose `{region}` is
 * filled in (tests point it at a local fake: http://127.0.0.1:PORT/{region}).
 */
const TTS_DEFAULT_BASE = 'https://{region}.tts.speech.microsoft.com';
const STT_DEFAULT_BASE = 'https://{region}.stt.speech.microsoft.com';
/** Ogg/Opus is what WhatsApp plays as a voice note, and one of Azure's output formats. */
export const SPEECH_OUTPUT_FORMAT = 'ogg-48khz-16bit-mono-opus';
export const SPEECH_OUTPUT_MIME = 'audio/ogg';
/** Short-audio recognition takes WAV (PCM) and Ogg/Opus, nothing else. */
const TRANSCRIBABLE: Record<string, string> = {
  'audio/ogg': 'audio/ogg; codecs=opus',
  'audio/wav': 'audio/wav; codecs=audio/pcm; samplerate=16000',
  'audio/x-wav': 'audio/wav; codecs=audio/pcm; samplerate=16000',
};
/** A synthesized answer is a few seconds of speech; this bounds what a misbehaving endpoint can make us hold. */
const AUDIO_MAX_BYTES = 16 * 1024 * 1024;
/** Azure region names (brazilsouth, eastus2); they become part of a host name, so nothing else passes. */
const REGION = /^[a-z][a-z0-9]{1,39}$/;

const recognitionSchema = z.object({ RecognitionStatus: z.string(), DisplayText: z.string().optional() });

export interface SpeechAccount {
  /** The Speech resource key (voiceKey, opened from its seal). */
  key: string;
  region: string;
}

/**
 * Azure AI Speech over its documented REST wire format, through the egress guard: text to speech (POST
 * {region}.tts.speech.microsoft.com/cognitiveservices/v1, SSML body, Ocp-Apim-Subscription-Key,
 * X-Microsoft-OutputFormat) and short-audio speech to text (POST
 * {region}.stt.speech.microsoft.com/speech/recognition/conversation/cognitiveservices/v1?language=…). Failures are
 * IntegrationFailures with a short reason.
 */
export class AzureSpeech {
  constructor(
    private readonly egress: EgressGuard,
    private readonly baseUrl: string | undefined = undefined,
  ) {}

  /** The voice's Ogg/Opus audio of `text`; the voice name (pt-BR-FranciscaNeural) gives the SSML language. */
  async synthesize(account: SpeechAccount, voice: string, text: string): Promise<Buffer> {
    const language = languageOf(voice);
    const ssml = `<speak version="1.0" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="${language}"><voice xml:lang="${language}" name="${escapeXml(voice)}">${escapeXml(text)}</voice></speak>`;
    const response = await this.post(
      this.url(account.region, TTS_DEFAULT_BASE, '/cognitiveservices/v1'),
      account,
      {
        'content-type': 'application/ssml+xml',
        'x-microsoft-outputformat': SPEECH_OUTPUT_FORMAT,
        'user-agent': 'guiche',
      },
      ssml,
    );
    const audio = await readBounded(response, AUDIO_MAX_BYTES, 'speech audio');
    if (audio.length === 0) throw new IntegrationFailure('speech: no audio');
    return audio;
  }

  /**
   * What the contact said in an audio message, or undefined when the file's type is one the service does not take
   * (anything but Ogg/Opus and WAV) or nothing was recognised.
   */
  async transcribe(account: SpeechAccount, language: string, audio: Buffer, mime: string): Promise<string | undefined> {
    const type = TRANSCRIBABLE[mime];
    if (!type) return undefined;
    const url = `${this.url(account.region, STT_DEFAULT_BASE, '/speech/recognition/conversation/cognitiveservices/v1')}?language=${encodeURIComponent(language)}&format=simple`;
    const response = await this.post(url, account, { 'content-type': type, accept: 'application/json' }, audio);
    const parsed = recognitionSchema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new IntegrationFailure('speech: an unknown answer');
    return parsed.data.RecognitionStatus === 'Success' && parsed.data.DisplayText?.trim()
      ? parsed.data.DisplayText.trim()
      : undefined;
  }

  private url(region: string, fallback: string, path: string): string {
    if (!REGION.test(region)) throw new IntegrationFailure(`speech: "${region.slice(0, 40)}" is not an Azure region`);
    return `${(this.baseUrl ?? fallback).replace(/\/$/, '').replace('{region}', region)}${path}`;
  }

  private async post(
    url: string,
    account: SpeechAccount,
    headers: Record<string, string>,
    body: string | Buffer,
  ): Promise<Response> {
    let response: Response;
    try {
      response = await this.egress.fetch(url, {
        method: 'POST',
        headers: { 'ocp-apim-subscription-key': account.key, ...headers },
        // A copy the DOM typings accept as a body too (the web project typechecks this file through its e2e imports).
        body: typeof body === 'string' ? body : new Uint8Array(body),
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
        redirect: 'error',
      });
    } catch (error) {
      throw callFailure(error, url, 'speech ');
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new IntegrationFailure(`speech HTTP ${response.status}`);
    }
    return response;
  }
}

/** pt-BR-FranciscaNeural → pt-BR; a name without a locale speaks Portuguese. */
export function languageOf(voice: string): string {
  const match = /^([a-z]{2,3}-[A-Z]{2})-/.exec(voice);
  return match?.[1] ?? 'pt-BR';
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );
}
