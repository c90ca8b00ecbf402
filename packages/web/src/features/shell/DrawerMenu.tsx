import { Fragment } from 'react';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import { useTranslation } from 'react-i18next';
import { DrawerMenuItem } from './DrawerMenuItem';
import { useMenuSections } from './useMenuSections';

interface DrawerMenuProps {
  collapsed: boolean;
  onNavigate?: () => void;
}

/** The grouped entries of the side menu; a closed drawer separates groups with dividers instead of titles. */
export function DrawerMenu({ collapsed, onNavigate }: DrawerMenuProps) {
  const { t } = useTranslation();
  const sections = useMenuSections();

  return (
    <nav aria-label={t('menu.label')}>
      {sections.map((section, index) => (
        <Fragment key={section.id}>
          {collapsed && index > 0 && <Divider sx={{ mx: 1.5, my: 1 }} />}
          <List
            dense
            disablePadding
            sx={{ px: 1.25, pb: 1 }}
            subheader={
              collapsed ? undefined : (
                <ListSubheader
                  disableSticky
                  sx={{
                    bgcolor: 'transparent',
                    lineHeight: '36px',
                    fontSize: 11,
                    fontWeight: 700,
                    letterSpacing: '0.08em',
                    textTransform: 'uppercase',
                  }}
                >
                  {t(`menu.${section.id}`)}
                </ListSubheader>
              )
            }
          >
            {section.entries.map((entry) => (
              <DrawerMenuItem key={entry.path} entry={entry} collapsed={collapsed} onNavigate={onNavigate} />
            ))}
          </List>
        </Fragment>
      ))}
    </nav>
  );
}
