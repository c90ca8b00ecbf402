import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { CompaniesManager } from './CompaniesManager';

/** /companies (spec 2 "Companies", super only: the route table sends others away with the spec's message). */
export default function CompaniesPage() {
  const { t } = useTranslation();
  return (
    <section data-testid="companies-page">
      <PageHeader title={t('pages.companies')} />
      <CompaniesManager />
    </section>
  );
}
