import type { PlantaoView } from '@guiche/shared';
import type { PlantaoRecord } from './plantao.repository.js';

export function presentPlantao({ plantao, user }: PlantaoRecord): PlantaoView {
  return {
    id: plantao.id,
    userId: plantao.userId,
    user,
    phone: plantao.phone,
    interval: plantao.interval,
    days: plantao.days,
  };
}
