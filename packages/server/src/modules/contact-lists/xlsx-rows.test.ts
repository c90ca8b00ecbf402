import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneSheetOf, packageOf, SHEET_MAIN as MAIN } from './testing/xlsx-package.js';
import { xlsxRows } from './xlsx-rows.js';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'xlsx-rows-test-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

async function rowsOf(content: Buffer, columns = 100): Promise<string[][]> {
  const path = join(folder, `${Math.random().toString(36).slice(2)}.xlsx`);
  await writeFile(path, content);
  const rows: string[][] = [];
  for await (const row of xlsxRows(path, columns)) rows.push(row);
  return rows;
}

const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

describe('xlsxRows', () => {
  it('reads an exceljs workbook, whose workbook part comes last in the archive', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Contatos');
    sheet.addRow(['Nome', 'Número', 'Email']);
    sheet.addRow(['Ana', 5511988887777, 'ana@example.com']);
    sheet.addRow(['Bia', '5511977776666', { text: 'bia@example.com', hyperlink: 'mailto:bia@example.com' }]);
    workbook.addWorksheet('Outra').addRow(['not read']);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    const names = Object.keys((await JSZip.loadAsync(content)).files);
    expect(names.indexOf('xl/workbook.xml')).toBeGreaterThan(names.indexOf('xl/worksheets/sheet1.xml'));

    expect(await rowsOf(content)).toEqual([
      ['Nome', 'Número', 'Email'],
      ['Ana', '5511988887777', 'ana@example.com'],
      ['Bia', '5511977776666', 'bia@example.com'],
    ]);
  });

  it('takes the first sheet in tab order, keeps skipped cells in place and reads every kind of cell', async () => {
    const content = await packageOf({
      'xl/worksheets/sheet1.xml': `<x:worksheet xmlns:x="${MAIN}"><x:sheetData><x:row r="1"><x:c r="A1" t="inlineStr"><x:is><x:t>second tab</x:t></x:is></x:c></x:row></x:sheetData></x:worksheet>`,
      'xl/worksheets/sheet2.xml': `<x:worksheet xmlns:x="${MAIN}"><x:sheetData>
        <x:row r="1"><x:c r="A1" t="s"><x:v>0</x:v></x:c><x:c r="C1" t="s"><x:v>1</x:v></x:c></x:row>
        <x:row r="2"><x:c r="A2" t="inlineStr"><x:is><x:t xml:space="preserve"> Caio &amp; Cia </x:t></x:is></x:c><x:c r="B2"><x:v>1.5</x:v></x:c><x:c r="C2" t="b"><x:v>1</x:v></x:c><x:c r="D2" t="e"><x:v>#N/A</x:v></x:c><x:c r="E2" t="str"><x:f>A2</x:f><x:v>Caio</x:v></x:c></x:row>
      </x:sheetData></x:worksheet>`,
      'xl/sharedStrings.xml': `<x:sst xmlns:x="${MAIN}"><x:si><x:t>Nome</x:t></x:si><x:si><x:r><x:t>Tele</x:t></x:r><x:r><x:t>fone</x:t></x:r><x:rPh><x:t>hint</x:t></x:rPh></x:si></x:sst>`,
      'xl/_rels/workbook.xml.rels': `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${RELS}/worksheet" Target="/xl/worksheets/sheet2.xml"/></Relationships>`,
      'xl/workbook.xml': `<x:workbook xmlns:x="${MAIN}" xmlns:r="${RELS}"><x:sheets><x:sheet name="Primeira" sheetId="2" r:id="rId2"/><x:sheet name="Segunda" sheetId="1" r:id="rId1"/></x:sheets></x:workbook>`,
    });

    expect(await rowsOf(content)).toEqual([
      ['Nome', '', 'Telefone'],
      ['Caio & Cia', '1.5', 'true', '', 'Caio'],
    ]);
  });

  it('falls back to the lowest-numbered sheet part when the workbook does not say', async () => {
    const content = await packageOf({
      'xl/worksheets/sheet10.xml': `<worksheet xmlns="${MAIN}"><sheetData><row><c t="inlineStr"><is><t>ten</t></is></c></row></sheetData></worksheet>`,
      'xl/worksheets/sheet2.xml': `<worksheet xmlns="${MAIN}"><sheetData><row><c t="inlineStr"><is><t>two</t></is></c><c><v>7</v></c></row></sheetData></worksheet>`,
    });
    expect(await rowsOf(content)).toEqual([['two', '7']]);
  });

  it('fails on what is not a workbook', async () => {
    await expect(rowsOf(Buffer.from('not a zip at all'))).rejects.toThrow();
    await expect(rowsOf(await packageOf({ 'readme.txt': 'no sheet here' }))).rejects.toMatchObject({
      code: 'ERR_INVALID_FILE',
    });
  });

  it('reads cells as far right as XFD, keeping only the columns asked for', async () => {
    const content = await oneSheetOf(
      '<row><c r="A1" t="inlineStr"><is><t>Ana</t></is></c><c r="XFD1"><v>9</v></c></row><row><c r="C2"><v>3</v></c><c><v>4</v></c></row><row/>',
    );
    expect(await rowsOf(content, 3)).toEqual([['Ana'], ['', '', '3'], []]);
  });

  it('refuses at once a cell past XFD, the last column, however far (the 582-byte workbook that ended the process)', async () => {
    for (const reference of ['XFE2', 'ZZZZZZZ2']) {
      const content = await oneSheetOf(`<row r="2"><c r="${reference}"><v>1</v></c></row>`);
      await expect(rowsOf(content)).rejects.toMatchObject({ code: 'ERR_INVALID_FILE' });
    }
    // Nor may a row hold more cells than there are columns, referenced or not.
    await expect(rowsOf(await oneSheetOf(`<row><c r="XFD1"/><c/></row>`))).rejects.toMatchObject({
      code: 'ERR_INVALID_FILE',
    });
  });
});
