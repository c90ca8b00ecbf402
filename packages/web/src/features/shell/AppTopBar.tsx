import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import MenuOutlinedIcon from '@mui/icons-material/MenuOutlined';
import MenuOpenOutlinedIcon from '@mui/icons-material/MenuOpenOutlined';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/BrandMark';
import { useCompanyPlan } from '../plan/useCompanyPlan';
import { AnnouncementsButton } from './AnnouncementsButton';
import { DueDateChip } from './DueDateChip';
import { Greeting } from './Greeting';
import { InternalChatButton } from './InternalChatButton';
import { LanguageMenu } from './LanguageMenu';
import { NotificationsButton } from './NotificationsButton';
import { RefreshButton } from './RefreshButton';
import { ThemeToggle } from './ThemeToggle';
import { UserMenu } from './UserMenu';
import { VolumeButton } from './VolumeButton';
import type { DrawerState } from './useDrawerState';

/**
 * The app bar of spec 1 §2. On phones the secondary tools give their room to the essentials and wait at the top of
 * the side menu (DrawerTools), so that the bar never runs wider than the screen.
 */
export function AppTopBar({ drawer }: { drawer: DrawerState }) {
  const { t } = useTranslation();
  const { data: plan } = useCompanyPlan();
  const menuShown = drawer.permanent ? drawer.expanded : drawer.mobileOpen;
  const toggleLabel = menuShown ? t('appBar.closeMenu') : t('appBar.openMenu');

  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: 1.5 }}>
        <Tooltip title={toggleLabel}>
          <IconButton
            color="inherit"
            edge="start"
            aria-label={toggleLabel}
            aria-expanded={menuShown}
            onClick={drawer.toggle}
          >
            {menuShown ? <MenuOpenOutlinedIcon /> : <MenuOutlinedIcon />}
          </IconButton>
        </Tooltip>
        <Box sx={{ display: { xs: 'none', md: 'flex' }, mr: 1.5 }}>
          <BrandMark tone="inverse" />
        </Box>
        <Greeting />
        <Box sx={{ flexGrow: 1 }} />
        <DueDateChip />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25 }}>
          <NotificationsButton />
          <Box sx={{ display: { xs: 'none', sm: 'flex' }, gap: 0.25 }}>
            <VolumeButton />
            <RefreshButton />
            <AnnouncementsButton />
          </Box>
          {plan?.plan.useInternalChat && <InternalChatButton />}
          <Box sx={{ display: { xs: 'none', sm: 'flex' } }}>
            <LanguageMenu />
          </Box>
          <ThemeToggle />
          <UserMenu />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
