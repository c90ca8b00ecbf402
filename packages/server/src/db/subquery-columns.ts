import type { Logger } from 'drizzle-orm';

/**
 * The column names a statement leaves bare inside a subquery's clauses (after its `from`), where a bare name binds
 * to the innermost table that has it rather than to the table its author meant (see qualified-column.ts).
 *
 * It reads the statement as drizzle renders it: tables and columns quoted, values as parameters. A quoted name is a
 * table or an alias when it follows from/join/as/update/into or another quoted name, or is followed by a dot; after a
 * dot it is a qualified column. A subquery's own select list is left alone: there a bare name can only be meant for its own table.
 */
export function bareSubqueryColumns(statement: string): string[] {
  const bare = new Set<string>();
  const text = statement.replace(/'(?:[^']|'')*'/g, "''");
  for (const body of subqueries(text)) {
    // A nested subquery is read on its own; its select list is not this one's clause.
    const own = subqueries(body.slice(1)).reduce((rest, nested) => rest.replace(nested, '()'), body);
    const from = fromClauseAt(own);
    if (from !== undefined) for (const name of quotedNames(own.slice(from))) bare.add(name);
  }
  return [...bare];
}

/** Every `(select …)` of the text, outermost first, parentheses included. */
function subqueries(text: string): string[] {
  const found: string[] = [];
  const opening = /\(\s*select\b/gi;
  for (let match = opening.exec(text); match; match = opening.exec(text))
    found.push(text.slice(match.index, closingOf(text, match.index) + 1));
  return found;
}

/** Where the subquery's own `from` starts: the first at its own depth, not one inside `extract(epoch from …)`. */
function fromClauseAt(body: string): number | undefined {
  const keyword = /\bfrom\b|[()]/gi;
  let depth = 0;
  for (let match = keyword.exec(body); match; match = keyword.exec(body)) {
    if (match[0] === '(') depth++;
    else if (match[0] === ')') depth--;
    else if (depth === 1) return match.index;
  }
  return undefined;
}

/** The index of the parenthesis closing the one at `open` (literals already blanked). */
function closingOf(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return i;
  }
  return text.length;
}

const NAMING_KEYWORD = /\b(from|join|as|update|into)\s*$/i;

/** The quoted names of a clause that are neither tables, aliases nor qualified. */
function quotedNames(clause: string): string[] {
  const names: string[] = [];
  const quoted = /"((?:[^"]|"")+)"/g;
  for (let match = quoted.exec(clause); match; match = quoted.exec(clause)) {
    const before = clause.slice(0, match.index).trimEnd();
    const after = clause.slice(match.index + match[0].length);
    // A name right after a table's (`from "messages" "earlier"`, drizzle's alias()) is that table's alias.
    if (before.endsWith('.') || before.endsWith('"') || after.startsWith('.') || NAMING_KEYWORD.test(before)) continue;
    names.push(match[1]!);
  }
  return names;
}

/** For the tests' databases: a statement with a bare column in a subquery fails as it is issued, naming them. */
export const refuseBareSubqueryColumns: Logger = {
  logQuery(statement) {
    const bare = bareSubqueryColumns(statement);
    if (bare.length > 0)
      throw new Error(
        `Bare column(s) ${bare.join(', ')} in a subquery: write them with qualified() (db/qualified-column.ts): ${statement}`,
      );
  },
};
