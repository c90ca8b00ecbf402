/** The contact a `/schedules?contactId=` link (spec 3 route table) asks the new-schedule dialog to open for, or null when absent or not an id. */
export function contactIdParam(params: URLSearchParams): number | null {
  const raw = params.get('contactId');
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
