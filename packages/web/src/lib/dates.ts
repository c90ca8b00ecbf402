/** Dates of the contract are ISO (yyyy-MM-dd, possibly with a time); the interface shows dd/MM/yyyy (spec 1 §9). */
export function formatDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}
