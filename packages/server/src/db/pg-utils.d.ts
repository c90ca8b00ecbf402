/** node-postgres's parameter encoder, an exported subpath of `pg` (its package.json maps "./lib/*") without types. */
declare module 'pg/lib/utils.js' {
  const utils: { prepareValue(value: unknown): unknown };
  export default utils;
}
