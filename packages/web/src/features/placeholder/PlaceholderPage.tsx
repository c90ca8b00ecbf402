import Card from '@mui/material/Card';
import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';
import { useTranslation } from 'react-i18next';
import type { PageKey } from '../../app/routeCatalog';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';

/** Stand-in for a screen that a later issue builds: the page's title and a short note, never a blank page. */
export default function PlaceholderPage({ titleKey }: { titleKey: PageKey }) {
  const { t } = useTranslation();
  return (
    <section data-testid="placeholder-page">
      <PageHeader title={t(`pages.${titleKey}`)} />
      <Card>
        <EmptyState icon={<ConstructionOutlinedIcon />} title={t('placeholder.badge')} text={t('placeholder.text')} />
      </Card>
    </section>
  );
}
