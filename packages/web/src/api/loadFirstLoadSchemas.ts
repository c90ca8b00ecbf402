/** A chunk of its own, shared by every caller (see firstLoadSchemas.ts); loaded once, then answered from cache. */
export const loadFirstLoadSchemas = () => import('./firstLoadSchemas');
