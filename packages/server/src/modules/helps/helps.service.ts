import type { HelpForm, HelpView } from '@guiche/shared';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { RequestAuth } from '../auth/auth.service.js';
import { assertCanManageHelps } from './helps.policy.js';
import { helpsRepository, type HelpRow } from './helps.repository.js';

/** The help centre's videos (spec 2 Helps, spec 3 /helps): everyone reads them, the super administrator writes. */
export class HelpsService {
  constructor(private readonly db: Db) {}

  async list(): Promise<HelpView[]> {
    return (await helpsRepository.list(this.db)).map(presentHelp);
  }

  async create(auth: RequestAuth, input: HelpForm): Promise<HelpView> {
    assertCanManageHelps(auth);
    return presentHelp(await helpsRepository.insert(this.db, input));
  }

  async update(auth: RequestAuth, id: number, input: HelpForm): Promise<HelpView> {
    assertCanManageHelps(auth);
    const row = await helpsRepository.update(this.db, id, input);
    if (!row) throw new AppError('ERR_NOT_FOUND');
    return presentHelp(row);
  }

  async delete(auth: RequestAuth, id: number): Promise<void> {
    assertCanManageHelps(auth);
    if (!(await helpsRepository.delete(this.db, id))) throw new AppError('ERR_NOT_FOUND');
  }
}

function presentHelp(row: HelpRow): HelpView {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    video: row.video,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
