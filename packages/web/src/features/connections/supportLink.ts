/**
 * The support chat the 'call support' button opens (spec 2 §2; spec 2 §9: a configured value). Set at build time
 * with VITE_SUPPORT_CHAT_URL; without it the button is hidden.
 */
export const SUPPORT_CHAT_URL: string = import.meta.env.VITE_SUPPORT_CHAT_URL ?? '';
