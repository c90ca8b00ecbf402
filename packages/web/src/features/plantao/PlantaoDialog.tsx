import { useTranslation } from 'react-i18next';
import { RecordDialog } from '../../components/RecordDialog';
import { usePhoneRegion } from '../../lib/usePhoneRegion';
import { plantaoValuesOf } from './plantaoForm';
import { fetchPlantao, plantaoKeys } from './plantaoApi';
import { PlantaoForm } from './PlantaoForm';

/** Add (id null) or edit an on-call person; null target: closed. */
export function PlantaoDialog({ target, onClose }: { target: { id: number | null } | null; onClose(): void }) {
  const { t } = useTranslation();
  const region = usePhoneRegion();
  return (
    <RecordDialog
      target={target}
      onClose={onClose}
      name="plantao"
      addTitle={t('plantao.dialog.addTitle')}
      editTitle={t('plantao.dialog.editTitle')}
      queryKey={plantaoKeys.detail}
      fetchRecord={fetchPlantao}
      renderForm={(plantao) => (
        <PlantaoForm
          plantaoId={plantao?.id ?? null}
          initialValues={plantaoValuesOf(plantao, region)}
          onClose={onClose}
        />
      )}
    />
  );
}
