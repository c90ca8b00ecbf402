/** The storage key inside a signed media URL (`{base}/api/media/{key}?expires=…&signature=…`), if it is one. */
export function keyOfMediaUrl(url: string | null | undefined): string | undefined {
  return /\/api\/media\/(company-\d+\/[a-z-]+\/[0-9a-f-]{36}\.[a-z0-9]{1,5})\?expires=\d+&signature=[\w-]{43}$/.exec(url ?? '')?.[1];
}
