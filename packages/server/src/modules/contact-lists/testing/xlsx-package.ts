import JSZip from 'jszip';

export const SHEET_MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

/** A package written part by part, in the order given, as other spreadsheet writers lay them out. */
export async function packageOf(parts: Record<string, string>): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, xml] of Object.entries(parts)) zip.file(name, xml);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** The smallest workbook read as one: a single sheet part holding these rows' XML (xlsx-rows finds it by its name). */
export function oneSheetOf(rowsXml: string): Promise<Buffer> {
  return packageOf({
    'xl/worksheets/sheet1.xml': `<worksheet xmlns="${SHEET_MAIN}"><sheetData>${rowsXml}</sheetData></worksheet>`,
  });
}
