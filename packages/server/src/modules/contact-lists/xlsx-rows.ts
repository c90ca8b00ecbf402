import { posix } from 'node:path';
import type { Readable } from 'node:stream';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError } from '../../http/app-error.js';

/** Shared strings are held whole while the sheet streams; this bounds what a crafted archive can make us hold. */
const MAX_SHARED_TEXT = 64 * 1024 * 1024;

/**
 * The rows of an .xlsx's first sheet as text cells, one array per `<row>` of the sheet, read as the sheet inflates.
 *
 * The archive is read through its central directory (hence a file, not the upload stream), so the parts the sheet
 * depends on (which sheet is first, the shared strings) are read before the sheet whatever their order in the
 * archive. exceljs' streaming reader, used before, reads the archive front to back and silently drops entries that
 * arrive while it is busy (exceljs#3064); as writers put xl/workbook.xml last, imports failed at random.
 */
export async function* xlsxRows(path: string): AsyncGenerator<string[]> {
  const zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false });
  try {
    const entries = await entriesOf(zip);
    const sheet = entries.get(await firstSheetPath(zip, entries));
    if (!sheet) throw new AppError('ERR_INVALID_FILE', { message: 'The workbook has no sheet' });
    const shared = entries.get('xl/sharedStrings.xml');
    const strings = shared ? await sharedStrings(await zip.openReadStreamPromise(shared)) : [];
    yield* rowsOfSheet(await zip.openReadStreamPromise(sheet), strings);
  } finally {
    zip.close();
  }
}

async function entriesOf(zip: ZipFile): Promise<Map<string, Entry>> {
  const entries = new Map<string, Entry>();
  for await (const entry of zip.eachEntry()) entries.set(entry.fileName, entry);
  return entries;
}

/** The part of the first sheet in the workbook's tab order; the lowest-numbered sheet part when that is not said. */
async function firstSheetPath(zip: ZipFile, entries: Map<string, Entry>): Promise<string> {
  const workbook = entries.get('xl/workbook.xml');
  const rels = entries.get('xl/_rels/workbook.xml.rels');
  if (workbook && rels) {
    let firstSheetRel: string | undefined;
    await readXml(await zip.openReadStreamPromise(workbook), {
      opentag: (tag) => {
        if (firstSheetRel === undefined && localName(tag.name) === 'sheet') firstSheetRel = relationshipId(tag);
      },
    });
    let target: string | undefined;
    await readXml(await zip.openReadStreamPromise(rels), {
      opentag: (tag) => {
        if (localName(tag.name) === 'Relationship' && tag.attributes.Id === firstSheetRel) target = tag.attributes.Target;
      },
    });
    // Targets are relative to xl/, or absolute within the package.
    if (target) return target.startsWith('/') ? target.slice(1) : posix.normalize(`xl/${target}`);
  }
  const numbered = [...entries.keys()]
    .map((name) => ({ name, number: Number(/^xl\/worksheets\/sheet(\d+)\.xml$/.exec(name)?.[1]) }))
    .filter((part) => Number.isInteger(part.number))
    .sort((a, b) => a.number - b.number);
  return numbered[0]?.name ?? '';
}

/** Each `<si>` as its text: plain, or the runs of rich text joined; phonetic hints (`<rPh>`) left out. */
async function sharedStrings(stream: Readable): Promise<string[]> {
  const strings: string[] = [];
  let current = '';
  let inText = false;
  let inPhonetic = false;
  let held = 0;
  await readXml(stream, {
    opentag: (tag) => {
      const name = localName(tag.name);
      if (name === 'si') current = '';
      else if (name === 'rPh') inPhonetic = true;
      else if (name === 't' && !inPhonetic) inText = true;
    },
    text: (text) => {
      if (!inText) return;
      current += text;
      held += text.length;
      if (held > MAX_SHARED_TEXT) throw new AppError('ERR_INVALID_FILE', { message: 'The spreadsheet holds too much text' });
    },
    closetag: (tag) => {
      const name = localName(tag.name);
      if (name === 'si') strings.push(current);
      else if (name === 'rPh') inPhonetic = false;
      else if (name === 't') inText = false;
    },
  });
  return strings;
}

/** The sheet's rows; a cell's place comes from its reference (`C7`), so skipped cells come out empty. */
async function* rowsOfSheet(stream: Readable, strings: string[]): AsyncGenerator<string[]> {
  const parser = new SaxesParser();
  const ready: string[][] = [];
  let row: string[] | undefined;
  let cell: { column: number; type: string; text: string } | undefined;
  let collecting = false;
  let inPhonetic = false;
  parser.on('opentag', (tag) => {
    const name = localName(tag.name);
    if (name === 'row') row = [];
    else if (name === 'c' && row) {
      const column = columnOf(tag.attributes.r) ?? row.length;
      cell = { column, type: tag.attributes.t ?? 'n', text: '' };
    } else if (name === 'rPh') inPhonetic = true;
    else if (cell && !inPhonetic && (name === 'v' || name === 't')) collecting = true;
  });
  parser.on('text', (text) => {
    if (collecting && cell) cell.text += text;
  });
  parser.on('closetag', (tag) => {
    const name = localName(tag.name);
    if (name === 'v' || name === 't') collecting = false;
    else if (name === 'rPh') inPhonetic = false;
    else if (name === 'c' && row && cell) {
      while (row.length < cell.column) row.push('');
      row[cell.column] = cellText(cell.type, cell.text, strings).trim();
      cell = undefined;
    } else if (name === 'row' && row) {
      ready.push(row);
      row = undefined;
    }
  });
  stream.setEncoding('utf8');
  for await (const chunk of stream) {
    parser.write(chunk as string);
    // Rows go out as each inflated chunk is parsed, so the import's pace holds back the inflating.
    yield* ready.splice(0);
  }
  parser.close();
  yield* ready.splice(0);
}

function cellText(type: string, text: string, strings: string[]): string {
  switch (type) {
    case 's':
      return strings[Number(text)] ?? '';
    case 'b':
      return text === '1' ? 'true' : 'false';
    case 'e':
      return '';
    case 'n':
      return numberText(text);
    default:
      // str (a formula's text), inlineStr, d (an ISO date)
      return text;
  }
}

/** Large whole numbers (phone numbers typed as numbers) without exponent notation. */
function numberText(text: string): string {
  const value = Number(text);
  if (text === '' || !Number.isFinite(value)) return text;
  return Number.isInteger(value) ? BigInt(value).toString() : String(value);
}

/** The zero-based column of a reference like `AB12`; undefined when the cell gives none. */
function columnOf(reference: string | undefined): number | undefined {
  const letters = reference ? /^[A-Z]+/.exec(reference)?.[0] : undefined;
  if (!letters) return undefined;
  let column = 0;
  for (const letter of letters) column = column * 26 + (letter.charCodeAt(0) - 64);
  return column - 1;
}

/** Writers differ in namespace prefixes (`x:row`); only the local name matters here. */
function localName(name: string): string {
  return name.slice(name.indexOf(':') + 1);
}

/** A sheet's `r:id` (whatever the prefix), not a plain `id`. */
function relationshipId(tag: SaxesTagPlain): string | undefined {
  return Object.entries(tag.attributes).find(([key]) => key.includes(':') && localName(key) === 'id')?.[1];
}

type XmlHandlers = {
  opentag?: (tag: SaxesTagPlain) => void;
  text?: (text: string) => void;
  closetag?: (tag: SaxesTagPlain) => void;
};

/** A small part of the package, parsed as it inflates. */
async function readXml(stream: Readable, handlers: XmlHandlers): Promise<void> {
  const parser = new SaxesParser();
  if (handlers.opentag) parser.on('opentag', handlers.opentag);
  if (handlers.text) parser.on('text', handlers.text);
  if (handlers.closetag) parser.on('closetag', handlers.closetag);
  stream.setEncoding('utf8');
  for await (const chunk of stream) parser.write(chunk as string);
  parser.close();
}
