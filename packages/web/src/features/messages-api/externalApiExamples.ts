/** The curl commands the /messages-api page documents, with the company's real host (spec 3 §2). */
export function curlExamples(origin: string, token: string): { text: string; media: string } {
  const url = `${origin}/api/messages/send`;
  const bearer = `Authorization: Bearer ${token || '<TOKEN>'}`;
  return {
    text: [
      `curl -X POST '${url}' \\`,
      `  -H '${bearer}' \\`,
      `  -H 'Content-Type: application/json' \\`,
      `  -H 'Idempotency-Key: pedido-1234' \\`,
      `  -d '{"number":"5511999999999","body":"Olá!"}'`,
    ].join('\n'),
    media: [
      `curl -X POST '${url}' \\`,
      `  -H '${bearer}' \\`,
      `  -F number=5511999999999 \\`,
      `  -F body='Segue o arquivo' \\`,
      `  -F medias=@arquivo.pdf`,
    ].join('\n'),
  };
}
