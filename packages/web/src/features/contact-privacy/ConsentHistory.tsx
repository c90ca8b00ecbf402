import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { DrawerSection } from '../contact-drawer/DrawerSection';
import { ConsentEntry } from './ConsentEntry';
import { useConsentHistory } from './useConsentHistory';

/** "Consentimento LGPD": each acceptance, refusal and withdrawal of the contact, the newest first. */
export function ConsentHistory({ contactId }: { contactId: number }) {
  const { t } = useTranslation();
  const history = useConsentHistory(contactId);
  return (
    <DrawerSection title={t('contactPrivacy.consents.title')} testId="drawer-consents">
      {history.isPending ? (
        <Box data-testid="consents-skeleton">
          <Skeleton height={32} />
          <Skeleton height={32} />
        </Box>
      ) : history.isError ? (
        <LoadError onRetry={() => void history.refetch()} />
      ) : history.consents.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('contactPrivacy.consents.empty')}
        </Typography>
      ) : (
        <>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {history.consents.map((consent) => (
              <ConsentEntry key={consent.id} consent={consent} />
            ))}
          </Box>
          {history.hasNextPage && (
            <Button
              size="small"
              loading={history.isFetchingNextPage}
              onClick={() => void history.fetchNextPage()}
              sx={{ mt: 0.5 }}
            >
              {t('contactPrivacy.consents.more')}
            </Button>
          )}
        </>
      )}
    </DrawerSection>
  );
}
