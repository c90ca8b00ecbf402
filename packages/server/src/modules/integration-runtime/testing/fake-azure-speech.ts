import { startFakeHttp, type FakeAnswer, type FakeRequest } from './fake-http.js';

/** Output formats Azure's text to speech names (a subset); any other answers 400 as the service does. */
const OUTPUT_FORMATS = new Set([
  'ogg-16khz-16bit-mono-opus',
  'ogg-24khz-16bit-mono-opus',
  'ogg-48khz-16bit-mono-opus',
  'audio-24khz-48kbitrate-mono-mp3',
  'riff-24khz-16bit-mono-pcm',
]);

export interface SpokenRequest {
  region: string;
  voice: string;
  language: string;
  text: string;
  format: string;
}

/**
 * A fake of Azure AI Speech's REST endpoints behind AZURE_SPEECH_URL=http://127.0.0.1:PORT/{region}: text to speech
 * (POST /{region}/cognitiveservices/v1, SSML, answering Ogg bytes that carry the spoken text) and short-audio
 * recognition (POST /{region}/speech/recognition/conversation/cognitiveservices/v1, answering `hear(audio)`). Both
 * check Ocp-Apim-Subscription-Key against `key` (401 otherwise).
 */
export async function startFakeAzureSpeech(
  key: string,
  hear: (audio: Buffer, language: string) => string | undefined = () => undefined,
) {
  const spoken: SpokenRequest[] = [];
  const heard: { region: string; language: string; type: string }[] = [];
  const fake = await startFakeHttp((request: FakeRequest): FakeAnswer => {
    if (request.headers['ocp-apim-subscription-key'] !== key)
      return {
        status: 401,
        json: { error: { code: '401', message: 'Access denied due to invalid subscription key' } },
      };
    const url = new URL(request.path, 'http://fake');
    const tts = /^\/([a-z0-9]+)\/cognitiveservices\/v1$/.exec(url.pathname);
    if (tts && request.method === 'POST') {
      const format = String(request.headers['x-microsoft-outputformat'] ?? '');
      const ssml =
        /^<speak version="1\.0" xmlns="http:\/\/www\.w3\.org\/2001\/10\/synthesis" xml:lang="([^"]+)"><voice xml:lang="[^"]+" name="([^"]+)">([\s\S]*)<\/voice><\/speak>$/.exec(
          request.text,
        );
      if (request.headers['content-type'] !== 'application/ssml+xml' || !OUTPUT_FORMATS.has(format) || !ssml)
        return { status: 400, text: 'Bad request' };
      const text = (ssml[3] ?? '')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'")
        .replace(/&amp;/g, '&');
      spoken.push({ region: tts[1] ?? '', language: ssml[1] ?? '', voice: ssml[2] ?? '', text, format });
      return {
        bytes: { content: Buffer.concat([Buffer.from('OggS'), Buffer.from(`${ssml[2]}: ${text}`)]), type: 'audio/ogg' },
      };
    }
    const stt = /^\/([a-z0-9]+)\/speech\/recognition\/conversation\/cognitiveservices\/v1$/.exec(url.pathname);
    if (stt && request.method === 'POST') {
      const language = url.searchParams.get('language') ?? '';
      const type = String(request.headers['content-type'] ?? '');
      if (!language || !/^audio\/(ogg; codecs=opus|wav)/.test(type)) return { status: 400, text: 'Bad request' };
      heard.push({ region: stt[1] ?? '', language, type });
      const transcript = hear(request.bytes, language);
      return {
        json:
          transcript === undefined
            ? { RecognitionStatus: 'NoMatch', Offset: 0, Duration: 0 }
            : { RecognitionStatus: 'Success', DisplayText: transcript, Offset: 0, Duration: 10_000_000 },
      };
    }
    return { status: 404, text: 'Not found' };
  });
  return { ...fake, url: `${fake.url}/{region}`, spoken, heard };
}
