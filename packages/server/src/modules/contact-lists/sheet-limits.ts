/**
 * What one contact list upload may hold (README "Contact lists"). A contact sheet is a few columns of short text;
 * these bound what a crafted or runaway file costs in memory, CPU and database rows, whichever its kind.
 */

/** Data rows of one upload besides a header row, empty rows included; past it nothing is imported (ERR_TOO_MANY_ROWS). */
export const SHEET_MAX_ROWS = 100_000;

/** Columns read, A to CV; cells further right are ignored. The import makes each read column a field or a variable. */
export const SHEET_COLUMNS_READ = 100;

/** Text of one row (a csv record, an xlsx row's read cells): a longer row is not a contact (ERR_INVALID_FILE). */
export const SHEET_MAX_ROW_TEXT = 64 * 1024;

/**
 * Text an import holds before writing and then writes (names, numbers, emails, variables with their keys): past it,
 * ERR_FILE_TOO_LARGE. 100,000 ordinary contacts are about 15 MB; an xlsx can repeat one shared string in every cell.
 */
export const IMPORT_MAX_TEXT = 64 * 1024 * 1024;
