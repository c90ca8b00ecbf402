import { normalisePlantaoDays, type PlantaoFormInput, type PlantaoView } from '@guiche/shared';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { RequestAuth } from '../auth/auth.service.js';
import { usersReader } from '../users/index.js';
import { assertCanManagePlantao } from './plantao.policy.js';
import { presentPlantao } from './plantao.presenter.js';
import { plantaoRepository, type PlantaoValues } from './plantao.repository.js';

const notFound = () => new AppError('ERR_NOT_FOUND', { message: 'No such on-call entry' });

/** On-call duty (spec 3 /plantao): everyone sees the roster, admins change it. */
export class PlantaoService {
  constructor(private readonly db: Db) {}

  async list(auth: RequestAuth): Promise<PlantaoView[]> {
    return (await plantaoRepository.list(this.db, auth.companyId)).map(presentPlantao);
  }

  async get(auth: RequestAuth, id: number): Promise<PlantaoView> {
    const found = await plantaoRepository.find(this.db, auth.companyId, id);
    if (!found) throw notFound();
    return presentPlantao(found);
  }

  async create(auth: RequestAuth, input: PlantaoFormInput): Promise<PlantaoView> {
    assertCanManagePlantao(auth);
    const row = await plantaoRepository.insert(this.db, auth.companyId, await this.valuesOf(auth, input));
    return this.get(auth, row.id);
  }

  async update(auth: RequestAuth, id: number, input: PlantaoFormInput): Promise<PlantaoView> {
    assertCanManagePlantao(auth);
    if (!(await plantaoRepository.update(this.db, auth.companyId, id, await this.valuesOf(auth, input))))
      throw notFound();
    return this.get(auth, id);
  }

  async delete(auth: RequestAuth, id: number): Promise<void> {
    assertCanManagePlantao(auth);
    if (!(await plantaoRepository.delete(this.db, auth.companyId, id))) throw notFound();
  }

  /** The user must be the company's own; the phone comes in its stored form (plantaoPhoneField: where notices go). */
  private async valuesOf(auth: RequestAuth, input: PlantaoFormInput): Promise<PlantaoValues> {
    if (!(await usersReader.findById(this.db, auth.companyId, input.userId))) throw new AppError('ERR_NO_USER_FOUND');
    return {
      userId: input.userId,
      phone: input.phone,
      interval: input.interval,
      days: normalisePlantaoDays(input.days),
    };
  }
}
