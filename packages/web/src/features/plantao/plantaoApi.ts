import { z } from 'zod';
import { plantaoViewSchema, type PlantaoFormInput, type PlantaoView } from '@guiche/shared';
import { api } from '../../api/client';

/** The on-call duty calls of spec 3 §7 "On-call duty" (the user select reads GET /users/list through usersApi). */
export const plantaoKeys = {
  list: ['plantao', 'list'] as const,
  detail: (id: number) => ['plantao', 'detail', id] as const,
};

export function fetchPlantoes(): Promise<PlantaoView[]> {
  return api.get('/plantao', z.array(plantaoViewSchema));
}

export function fetchPlantao(id: number): Promise<PlantaoView> {
  return api.get(`/plantao/${id}`, plantaoViewSchema);
}

export function savePlantao(id: number | null, input: PlantaoFormInput): Promise<PlantaoView> {
  return id === null
    ? api.post('/plantao', input, plantaoViewSchema)
    : api.put(`/plantao/${id}`, input, plantaoViewSchema);
}

export function deletePlantao(id: number): Promise<void> {
  return api.delete(`/plantao/${id}`);
}
