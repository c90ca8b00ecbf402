import { posix } from 'node:path';
import type { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError } from '../../http/app-error.js';
import { SHEET_MAX_ROW_TEXT } from './sheet-limits.js';

/** The last column a sheet can have (XFD): a reference past it is no spreadsheet's, and a row never holds more cells. */
const LAST_COLUMN = 16_384;
/**
 * What the parts read (the sheet, the shared strings, the workbook), together, may inflate to: a few kB of zip can
 * declare gigabytes. This is also the import's CPU budget: parsing costs up to about 60 ns a byte (measured on a busy
 * 2-core machine with a sheet of nothing but empty cells), so about 8 s at most. A sheet of 100,000 rows of 10 columns
 * of text, each cell an inline string, is about 50 MB; with shared strings, less.
 */
const MAX_INFLATED_BYTES = 128 * 1024 * 1024;
/** A workbook has tens of parts; the central directory is read whole before anything else. */
const MAX_ENTRIES = 10_000;
/** Shared strings are held whole while the sheet streams; these bound what a crafted archive can make us hold. */
const MAX_SHARED_TEXT = 64 * 1024 * 1024;
const MAX_SHARED_STRINGS = 4_000_000;

const MB = 1024 * 1024;

/**
 * The rows of an .xlsx's first sheet as text cells, one array per `<row>` of the sheet (empty rows too), read as the
 * sheet inflates; only the first `columns` columns are kept, so a row is never longer than that.
 *
 * The archive is read through its central directory (hence a file, not the upload stream), so the parts the sheet
 * depends on (which sheet is first, the shared strings) are read before the sheet whatever their order in the
 * archive. exceljs' streaming reader, used before, reads the archive front to back and silently drops entries that
 * arrive while it is busy (exceljs#3064); as writers put xl/workbook.xml last, imports failed at random.
 */
export async function* xlsxRows(path: string, columns: number): AsyncGenerator<string[]> {
  // validateEntrySizes (yauzl's default, said here because the size cap relies on it): an entry that inflates past
  // its declared size fails, so adding up declared sizes (partOpener) bounds what is inflated.
  const zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true });
  try {
    if (zip.entryCount > MAX_ENTRIES)
      throw new AppError('ERR_INVALID_FILE', { message: `The workbook has more than ${MAX_ENTRIES} parts` });
    const entries = await entriesOf(zip);
    const open = partOpener(zip);
    const sheet = entries.get(await firstSheetPath(open, entries));
    if (!sheet) throw new AppError('ERR_INVALID_FILE', { message: 'The workbook has no sheet' });
    const shared = entries.get('xl/sharedStrings.xml');
    const strings = shared ? await sharedStrings(await open(shared)) : [];
    yield* rowsOfSheet(await open(sheet), strings, columns);
  } finally {
    zip.close();
  }
}

type OpenPart = (entry: Entry) => Promise<Readable>;

/** Opens parts while their declared sizes, added up, stay within MAX_INFLATED_BYTES. */
function partOpener(zip: ZipFile): OpenPart {
  let left = MAX_INFLATED_BYTES;
  return async (entry) => {
    left -= entry.uncompressedSize;
    if (left < 0)
      throw new AppError('ERR_FILE_TOO_LARGE', {
        message: `The spreadsheet inflates to more than ${MAX_INFLATED_BYTES / MB} MB`,
      });
    return zip.openReadStreamPromise(entry);
  };
}

async function entriesOf(zip: ZipFile): Promise<Map<string, Entry>> {
  const entries = new Map<string, Entry>();
  for await (const entry of zip.eachEntry()) entries.set(entry.fileName, entry);
  return entries;
}

/** The part of the first sheet in the workbook's tab order; the lowest-numbered sheet part when that is not said. */
async function firstSheetPath(open: OpenPart, entries: Map<string, Entry>): Promise<string> {
  const workbook = entries.get('xl/workbook.xml');
  const rels = entries.get('xl/_rels/workbook.xml.rels');
  if (workbook && rels) {
    let firstSheetRel: string | undefined;
    await readXml(await open(workbook), {
      opentag: (tag) => {
        if (firstSheetRel === undefined && localName(tag.name) === 'sheet') firstSheetRel = relationshipId(tag);
      },
    });
    let target: string | undefined;
    await readXml(await open(rels), {
      opentag: (tag) => {
        if (localName(tag.name) === 'Relationship' && tag.attributes.Id === firstSheetRel)
          target = tag.attributes.Target;
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
  const tooMuch = () => new AppError('ERR_FILE_TOO_LARGE', { message: 'The spreadsheet holds too much text' });
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
      if (held > MAX_SHARED_TEXT) throw tooMuch();
    },
    closetag: (tag) => {
      const name = localName(tag.name);
      if (name === 'si') {
        strings.push(current);
        if (strings.length > MAX_SHARED_STRINGS) throw tooMuch();
      } else if (name === 'rPh') inPhonetic = false;
      else if (name === 't') inText = false;
    },
  });
  return strings;
}

interface RowBeingRead {
  cells: string[];
  /** The column of a cell that gives no reference: the one after the previous cell's. */
  next: number;
  /** Cells met, read or not. */
  count: number;
  /** Characters of the cells kept. */
  text: number;
}

/**
 * The sheet's rows; a cell's place comes from its reference (`C7`), so skipped cells come out empty. Cells at or past
 * `columns` are parsed but not kept: a valid cell in XFD costs nothing, where padding every row up to it would hold
 * 16,384 strings per row.
 */
async function* rowsOfSheet(stream: Readable, strings: string[], columns: number): AsyncGenerator<string[]> {
  const parser = new SaxesParser();
  const ready: string[][] = [];
  let row: RowBeingRead | undefined;
  let cell: { column: number; type: string; text: string } | undefined;
  let collecting = false;
  let inPhonetic = false;
  const checkRowText = (length: number) => {
    if (length > SHEET_MAX_ROW_TEXT)
      throw new AppError('ERR_INVALID_FILE', {
        message: `A row holds more than ${SHEET_MAX_ROW_TEXT / 1024} kB of text`,
      });
  };
  parser.on('opentag', (tag) => {
    const name = localName(tag.name);
    if (name === 'row') row = { cells: [], next: 0, count: 0, text: 0 };
    else if (name === 'c' && row) {
      const column = columnOf(tag.attributes.r) ?? row.next;
      row.count += 1;
      // A cell without a reference after one in XFD, or more cells than there are columns (repeated references).
      if (column >= LAST_COLUMN || row.count > LAST_COLUMN)
        throw new AppError('ERR_INVALID_FILE', { message: `A row holds more than ${LAST_COLUMN} cells` });
      row.next = column + 1;
      cell = column < columns ? { column, type: tag.attributes.t ?? 'n', text: '' } : undefined;
    } else if (name === 'rPh') inPhonetic = true;
    else if (cell && !inPhonetic && (name === 'v' || name === 't')) collecting = true;
  });
  parser.on('text', (text) => {
    if (!collecting || !cell || !row) return;
    cell.text += text;
    checkRowText(row.text + cell.text.length);
  });
  parser.on('closetag', (tag) => {
    const name = localName(tag.name);
    if (name === 'v' || name === 't') collecting = false;
    else if (name === 'rPh') inPhonetic = false;
    else if (name === 'c' && row && cell) {
      const value = cellText(cell.type, cell.text, strings).trim();
      row.text += value.length;
      checkRowText(row.text);
      while (row.cells.length < cell.column) row.cells.push('');
      row.cells[cell.column] = value;
      cell = undefined;
    } else if (name === 'row' && row) {
      ready.push(row.cells);
      row = undefined;
    }
  });
  for await (const chunk of chunksOf(stream)) {
    parser.write(chunk);
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
  for (const letter of letters) {
    column = column * 26 + (letter.charCodeAt(0) - 64);
    // Stops at once on ZZZZZZZ2 and the like, whatever the length of the letters.
    if (column > LAST_COLUMN)
      throw new AppError('ERR_INVALID_FILE', {
        message: `Cell ${reference?.slice(0, 16)} lies past the last column, XFD`,
      });
  }
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
  for await (const chunk of chunksOf(stream)) parser.write(chunk);
  parser.close();
}

/**
 * A part's text as it inflates, a chunk (16 kB, 64 kB when stored) at a time, each after a turn of the event loop:
 * however large the sheet, parsing holds other requests up for one chunk at most.
 *
 * saxes holds a text node (or an attribute) whole until it ends, so a run without a tag longer than a row may hold is
 * refused before it is held (within a chunk, the chunk's own size bounds it).
 */
async function* chunksOf(stream: Readable): AsyncGenerator<string> {
  stream.setEncoding('utf8');
  let sinceTag = 0;
  for await (const chunk of stream) {
    const text = chunk as string;
    const firstTag = text.indexOf('<');
    if ((firstTag < 0 ? sinceTag + text.length : sinceTag + firstTag) > SHEET_MAX_ROW_TEXT) {
      throw new AppError('ERR_INVALID_FILE', {
        message: `The spreadsheet holds a text of more than ${SHEET_MAX_ROW_TEXT / 1024} kB`,
      });
    }
    sinceTag = firstTag < 0 ? sinceTag + text.length : text.length - text.lastIndexOf('<') - 1;
    yield text;
    await nextTurn();
  }
}
