import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import LogoutOutlinedIcon from '@mui/icons-material/LogoutOutlined';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/BrandMark';
import { useSession } from '../auth/sessionContext';

/**
 * The app bar of a billing-only session (an expired company, spec 1 §4): nothing but the way out. The tools of the
 * full bar (notifications, announcements, language and theme saved on the user) call routes the server refuses it.
 */
export function BillingOnlyTopBar() {
  const { t } = useTranslation();
  const { signOut } = useSession();
  return (
    <AppBar position="fixed" data-testid="billing-only-bar">
      <Toolbar sx={{ gap: 1.5 }}>
        <BrandMark tone="inverse" />
        <Box sx={{ flexGrow: 1 }} />
        <Button
          color="inherit"
          startIcon={<LogoutOutlinedIcon />}
          onClick={() => void signOut()}
          data-testid="billing-only-logout"
        >
          {t('appBar.logout')}
        </Button>
      </Toolbar>
    </AppBar>
  );
}
