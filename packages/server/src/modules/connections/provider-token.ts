/** The context a provider token is sealed under: it opens only for that channel account. */
export const providerTokenContext = (channel: string, accountId: string) => `provider-token:${channel}:${accountId}`;
