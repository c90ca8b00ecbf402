import { renderPlaceholders } from '@guiche/shared';

/** What a campaign message is filled with for one recipient. */
export interface CampaignTextContext {
  name: string;
  number: string;
  email: string | null;
  /** The recipient's extra spreadsheet columns. */
  variables: Record<string, string>;
  /** The company's custom variables (campaign settings). */
  companyVariables: { key: string; value: string }[];
  connectionName: string | null;
  now: Date;
  /** The company's zone: {{ms}}, {{date}} and {{hour}} are its wall clock. */
  timeZone: string;
}

/**
 * A campaign message for one recipient. Spec 3 reads variables two ways, both honoured: single braces ({nome},
 * {numero}, {email}, a spreadsheet column, a custom variable) and the shared placeholders ({{name}}, {{firstName}},
 * {{ms}}…), rendered by the one renderer every sent text uses. Unknown single-brace names stay as written.
 */
export function renderCampaignText(template: string, context: CampaignTextContext): string {
  const values = new Map<string, string>([
    ['nome', context.name],
    ['name', context.name],
    ['numero', context.number],
    ['number', context.number],
    ['email', context.email ?? ''],
  ]);
  for (const [key, value] of Object.entries(context.variables))
    if (!values.has(key.toLowerCase())) values.set(key.toLowerCase(), value);
  for (const { key, value } of context.companyVariables)
    if (!values.has(key.toLowerCase())) values.set(key.toLowerCase(), value);
  // Double braces are the shared placeholders: protected from the single-brace pass, then rendered.
  const singles = template.replace(/\{\{[^{}]*\}\}|\{\s*([^{}\s]+)\s*\}/g, (whole, key: string | undefined) =>
    key === undefined ? whole : (values.get(key.toLowerCase()) ?? whole),
  );
  return renderPlaceholders(singles, {
    contactName: context.name,
    connectionName: context.connectionName,
    now: context.now,
    timeZone: context.timeZone,
  });
}
