import type { CompanyPage } from '@guiche/shared';
import { pagedList } from '../../lib/pagedList';
import { usePageNumberedList } from '../../lib/usePagedList';
import { companiesKeys, fetchCompanyPage } from './companiesApi';

const companyList = pagedList(
  (page: CompanyPage) => page.companies,
  (page, companies) => ({ ...page, companies }),
);

/** The companies for a search (already debounced and lower-cased), loaded page by page (GET /companies pageNumber). */
export function useCompaniesList(search: string) {
  return usePageNumberedList(companyList, companiesKeys.list(search), (pageNumber) =>
    fetchCompanyPage(search, pageNumber),
  );
}
