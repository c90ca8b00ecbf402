import { describe, expect, it } from 'vitest';
import { curlExamples } from './externalApiExamples';

describe('external API curl examples', () => {
  it('use the real host and the chosen token', () => {
    const { text, media } = curlExamples('https://atende.example.com', 'ABC123');
    expect(text).toContain("curl -X POST 'https://atende.example.com/api/messages/send'");
    expect(text).toContain('Authorization: Bearer ABC123');
    expect(media).toContain('-F medias=@arquivo.pdf');
  });
});
