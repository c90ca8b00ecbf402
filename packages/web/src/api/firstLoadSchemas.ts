/**
 * The schemas of the answers that code on the first load (the entry and the login page) parses: the session calls
 * (spec 1 §7) and the company plan the route guard reads. They load on first use through loadFirstLoadSchemas():
 * importing them statically put zod (about 25 KB gzipped) on the login page before anything was submitted.
 * Pages behind the login import their schemas as usual: they are lazy chunks already.
 */
export { companyPlanSchema, loginResponseSchema, userDetailSchema, userSessionSchema } from '@guiche/shared';
