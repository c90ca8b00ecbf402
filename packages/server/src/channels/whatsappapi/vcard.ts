import { isRecord, recordAt, recordsAt, stringAt, type JsonRecord } from '../meta/json-read.js';

/**
 * Cloud API contact cards are structured JSON (`messages[].contacts[]`), while the core speaks vCard text. These
 * two functions convert between them for the fields both sides know: name, phones (with `waid`), emails,
 * organisation, addresses, URLs and birthday.
 */

function escapeValue(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/\n/g, '\\n')
    .replace(/([,;])/g, '\\$1');
}

function unescapeValue(value: string): string {
  return value.replace(/\\([\\,;nN])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char));
}

function typeParam(item: JsonRecord): string {
  const type = stringAt(item, 'type');
  return type ? `;TYPE=${type.toUpperCase()}` : '';
}

/** One Cloud API shared contact as a vCard 3.0 card. */
export function cloudContactToVcard(contact: JsonRecord): string {
  const name = recordAt(contact, 'name') ?? {};
  const part = (key: string) => escapeValue(stringAt(name, key) ?? '');
  const joined = [stringAt(name, 'first_name'), stringAt(name, 'last_name')].filter(Boolean).join(' ');
  const formatted = stringAt(name, 'formatted_name') ?? joined;
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${part('last_name')};${part('first_name')};${part('middle_name')};${part('prefix')};${part('suffix')}`,
    `FN:${escapeValue(formatted)}`,
  ];
  const org = recordAt(contact, 'org');
  const company = stringAt(org, 'company');
  if (company) lines.push(`ORG:${escapeValue(company)};${escapeValue(stringAt(org, 'department') ?? '')}`);
  const title = stringAt(org, 'title');
  if (title) lines.push(`TITLE:${escapeValue(title)}`);
  for (const phone of recordsAt(contact, 'phones')) {
    const waId = stringAt(phone, 'wa_id');
    const number = escapeValue(stringAt(phone, 'phone') ?? waId ?? '');
    lines.push(`TEL${typeParam(phone)}${waId ? `;waid=${waId}` : ''}:${number}`);
  }
  for (const email of recordsAt(contact, 'emails')) {
    lines.push(`EMAIL${typeParam(email)}:${escapeValue(stringAt(email, 'email') ?? '')}`);
  }
  for (const address of recordsAt(contact, 'addresses')) {
    const fields = ['street', 'city', 'state', 'zip', 'country'].map((key) =>
      escapeValue(stringAt(address, key) ?? ''),
    );
    lines.push(`ADR${typeParam(address)}:;;${fields.join(';')}`);
  }
  for (const url of recordsAt(contact, 'urls'))
    lines.push(`URL${typeParam(url)}:${escapeValue(stringAt(url, 'url') ?? '')}`);
  const birthday = stringAt(contact, 'birthday');
  if (birthday) lines.push(`BDAY:${birthday}`);
  lines.push('END:VCARD');
  return lines.join('\r\n');
}

interface VcardLine {
  name: string;
  params: Record<string, string>;
  value: string;
}

/** Splits a card into properties, undoing line folding (RFC 6350 §3.2) and `item1.` group prefixes. */
function vcardLines(vcard: string): VcardLine[] {
  const unfolded = vcard.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  const lines: VcardLine[] = [];
  for (const raw of unfolded) {
    const colon = raw.indexOf(':');
    if (colon <= 0) continue;
    const [head = '', ...paramParts] = raw.slice(0, colon).split(';');
    const params: Record<string, string> = {};
    for (const param of paramParts) {
      const [key = '', value = ''] = param.split('=');
      params[key.toLowerCase()] = value;
    }
    lines.push({ name: head.replace(/^[^.]*\./, '').toUpperCase(), params, value: raw.slice(colon + 1) });
  }
  return lines;
}

/** Splits a structured value on unescaped `;`. */
function components(value: string): string[] {
  return value.split(/(?<!\\);/).map(unescapeValue);
}

/**
 * A vCard as the `contacts[]` entry of a Cloud API contacts message. Meta requires `name.formatted_name` plus at
 * least one other name part, so the display name stands in for `first_name` when the card has no `N`.
 */
export function vcardToCloudContact(displayName: string, vcard: string): JsonRecord {
  const lines = vcardLines(vcard);
  const fn = lines.find((line) => line.name === 'FN');
  const [last, first, middle] = components(lines.find((line) => line.name === 'N')?.value ?? '');
  const formatted = (fn && unescapeValue(fn.value)) || displayName;
  const name: JsonRecord = { formatted_name: formatted };
  if (first) name.first_name = first;
  if (last) name.last_name = last;
  if (middle) name.middle_name = middle;
  if (!first && !last && !middle) name.first_name = formatted;
  const contact: JsonRecord = { name };
  const phones = lines
    .filter((line) => line.name === 'TEL')
    .map(({ params, value }) => ({
      phone: unescapeValue(value),
      ...(params.waid ? { wa_id: params.waid } : {}),
      ...(params.type ? { type: params.type.toUpperCase() } : {}),
    }));
  if (phones.length > 0) contact.phones = phones;
  const emails = lines.filter((line) => line.name === 'EMAIL').map((line) => ({ email: unescapeValue(line.value) }));
  if (emails.length > 0) contact.emails = emails;
  const org = lines.find((line) => line.name === 'ORG');
  if (org) contact.org = { company: components(org.value)[0] ?? '' };
  return contact;
}

/** The shared cards of a contacts message (absent or garbled entries are skipped). */
export function cloudContactsToVcards(message: JsonRecord): string[] {
  const contacts = message.contacts;
  return Array.isArray(contacts) ? contacts.filter(isRecord).map(cloudContactToVcard) : [];
}
