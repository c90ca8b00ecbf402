import { and, asc, count, eq, ilike, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { fileListOptions, fileLists } from '../../db/schema/index.js';
import { containsPattern } from '../contacts/search-pattern.js';

export type FileListRow = typeof fileLists.$inferSelect;
export type FileListOptionRow = typeof fileListOptions.$inferSelect;
export interface FileListRecord {
  list: FileListRow;
  options: FileListOptionRow[];
}

const byId = (companyId: number, id: number) => and(eq(fileLists.companyId, companyId), eq(fileLists.id, id));
const optionOrder = [asc(fileListOptions.position), asc(fileListOptions.id)];

export const fileListsRepository = {
  async page(
    tx: DbOrTx,
    companyId: number,
    search: string | undefined,
    page: { limit: number; offset: number },
  ): Promise<{ rows: FileListRecord[]; count: number }> {
    const where = and(
      eq(fileLists.companyId, companyId),
      search ? ilike(fileLists.name, containsPattern(search)) : undefined,
    );
    const [lists, total] = await Promise.all([
      tx
        .select()
        .from(fileLists)
        .where(where)
        .orderBy(asc(fileLists.name), asc(fileLists.id))
        .limit(page.limit)
        .offset(page.offset),
      tx.select({ value: count() }).from(fileLists).where(where),
    ]);
    const ids = lists.map((list) => list.id);
    const options =
      ids.length === 0
        ? []
        : await tx
            .select()
            .from(fileListOptions)
            .where(and(eq(fileListOptions.companyId, companyId), inArray(fileListOptions.fileListId, ids)))
            .orderBy(...optionOrder);
    return {
      rows: lists.map((list) => ({ list, options: options.filter((option) => option.fileListId === list.id) })),
      count: total[0]?.value ?? 0,
    };
  },

  async findRecord(tx: DbOrTx, companyId: number, id: number): Promise<FileListRecord | undefined> {
    const [list] = await tx.select().from(fileLists).where(byId(companyId, id));
    if (!list) return undefined;
    const options = await tx
      .select()
      .from(fileListOptions)
      .where(and(eq(fileListOptions.companyId, companyId), eq(fileListOptions.fileListId, id)))
      .orderBy(...optionOrder);
    return { list, options };
  },

  async lockById(tx: DbOrTx, companyId: number, id: number): Promise<FileListRow | undefined> {
    const [row] = await tx.select().from(fileLists).where(byId(companyId, id)).for('update');
    return row;
  },

  async insert(
    tx: DbOrTx,
    companyId: number,
    values: { name: string; message: string; userId: number | null },
  ): Promise<FileListRow> {
    const [row] = await tx
      .insert(fileLists)
      .values({ ...values, companyId })
      .returning();
    if (!row) throw new Error('insert into file_lists returned no row');
    return row;
  },

  async update(
    tx: DbOrTx,
    companyId: number,
    id: number,
    values: { name: string; message: string; userId: number | null },
  ): Promise<void> {
    await tx.update(fileLists).set(values).where(byId(companyId, id));
  },

  async delete(tx: DbOrTx, companyId: number, id: number): Promise<void> {
    await tx.delete(fileLists).where(byId(companyId, id));
  },

  async insertOption(
    tx: DbOrTx,
    companyId: number,
    values: { fileListId: number; position: number; name: string; path?: string | null; mediaType?: string | null },
  ): Promise<FileListOptionRow> {
    const [row] = await tx
      .insert(fileListOptions)
      .values({ ...values, companyId })
      .returning();
    if (!row) throw new Error('insert into file_list_options returned no row');
    return row;
  },

  async updateOption(
    tx: DbOrTx,
    companyId: number,
    id: number,
    values: Partial<Pick<FileListOptionRow, 'position' | 'name' | 'path' | 'mediaType'>>,
  ): Promise<void> {
    await tx
      .update(fileListOptions)
      .set(values)
      .where(and(eq(fileListOptions.companyId, companyId), eq(fileListOptions.id, id)));
  },

  async deleteOptions(tx: DbOrTx, companyId: number, ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await tx
      .delete(fileListOptions)
      .where(and(eq(fileListOptions.companyId, companyId), inArray(fileListOptions.id, ids)));
  },
};
