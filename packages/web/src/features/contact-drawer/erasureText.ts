/**
 * Whether the name typed confirms the erasure: as the server compares it (surrounding spaces, runs of spaces and
 * letter case do not count), so the button turns on exactly when the server would accept it.
 */
export function confirmsName(contactName: string, typed: string): boolean {
  const normal = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('pt-BR');
  return normal(typed) !== '' && normal(typed) === normal(contactName);
}
