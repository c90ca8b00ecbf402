import {
  companyDeletionImpactSchema,
  companyDetailSchema,
  companyPageSchema,
  type CompanyDeletionImpact,
  type CompanyDetail,
  type CompanyPage,
  type CreateCompanyInput,
  type UpdateCompanyValues,
} from '@guiche/shared';
import { api } from '../../api/client';

/** The companies calls of spec 2 §7 "Companies, plans, helps" (super administrator). */
export const companiesKeys = {
  lists: ['companies', 'list'] as const,
  list: (search: string) => ['companies', 'list', search] as const,
  deletion: (id: number) => ['companies', 'deletion', id] as const,
};

export function fetchCompanyDeletion(id: number): Promise<CompanyDeletionImpact> {
  return api.get(`/companies/${id}/deletion`, companyDeletionImpactSchema);
}

export function fetchCompanyPage(search: string, pageNumber: number): Promise<CompanyPage> {
  const params = new URLSearchParams({ pageNumber: String(pageNumber) });
  if (search) params.set('searchParam', search);
  return api.get(`/companies?${params.toString()}`, companyPageSchema);
}

export function createCompany(input: CreateCompanyInput): Promise<CompanyDetail> {
  return api.post('/companies', input, companyDetailSchema);
}

export function updateCompany(id: number, input: UpdateCompanyValues): Promise<CompanyDetail> {
  return api.put(`/companies/${id}`, input, companyDetailSchema);
}

export function deleteCompany(id: number): Promise<void> {
  return api.delete(`/companies/${id}`);
}
