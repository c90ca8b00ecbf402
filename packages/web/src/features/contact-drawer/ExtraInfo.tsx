import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ContactView } from '@guiche/shared';
import { DrawerSection } from './DrawerSection';

/** The contact's additional fields (name and value pairs kept with the contact). */
export function ExtraInfo({ extraInfo }: { extraInfo: ContactView['extraInfo'] }) {
  const { t } = useTranslation();
  return (
    <DrawerSection title={t('contactDrawer.extraInfo')} testId="drawer-extra-info">
      {extraInfo.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('contactDrawer.noExtraInfo')}
        </Typography>
      ) : (
        <Stack spacing={0.75}>
          {extraInfo.map((field) => (
            <div key={field.id}>
              <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
                {field.name}
              </Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {field.value}
              </Typography>
            </div>
          ))}
        </Stack>
      )}
    </DrawerSection>
  );
}
