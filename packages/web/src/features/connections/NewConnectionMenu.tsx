import { useState } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AddOutlinedIcon from '@mui/icons-material/AddOutlined';
import KeyboardArrowDownOutlinedIcon from '@mui/icons-material/KeyboardArrowDownOutlined';
import { useTranslation } from 'react-i18next';
import type { ConnectionChannel } from '@guiche/shared';
import { useCompanyPlan } from '../plan/useCompanyPlan';
import { CHANNEL_ICONS } from './ChannelLabel';
import type { MetaChannel } from './facebookConnect';

/** The channels a new connection can be made for from this menu. */
export type NewConnectionChannel = Extract<ConnectionChannel, 'whatsapp' | 'simulator'>;

/** Facebook and Instagram connect with a Facebook user's token (POST /facebook), not through the connection modal. */
const META_ENTRIES = [
  { channel: 'facebook', flag: 'useFacebook' },
  { channel: 'instagram', flag: 'useInstagram' },
] as const;

/**
 * 'Nova conexão' (spec 2 §2): WhatsApp, Facebook and Instagram, each enabled only when the plan includes it
 * (useWhatsapp, useFacebook, useInstagram), and the simulator, a demonstration channel the server may switch off.
 */
export function NewConnectionMenu({
  onPick,
  onConnectMeta,
}: {
  onPick(channel: NewConnectionChannel): void;
  onConnectMeta(channel: MetaChannel): void;
}) {
  const { t } = useTranslation();
  const { data: plan } = useCompanyPlan();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const pick = (channel: NewConnectionChannel) => {
    setAnchor(null);
    onPick(channel);
  };
  const entry = (channel: ConnectionChannel) => {
    const { Icon, color } = CHANNEL_ICONS[channel];
    return (
      <ListItemIcon>
        <Icon fontSize="small" sx={{ color }} />
      </ListItemIcon>
    );
  };

  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddOutlinedIcon />}
        endIcon={<KeyboardArrowDownOutlinedIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="new-connection-button"
      >
        {t('connections.add')}
      </Button>
      <Menu
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem disabled={!plan?.plan.useWhatsapp} onClick={() => pick('whatsapp')}>
          {entry('whatsapp')}
          <ListItemText
            primary={t('connections.addMenu.whatsapp')}
            secondary={
              plan && !plan.plan.useWhatsapp ? t('connections.addHints.notInPlan') : t('connections.addHints.whatsapp')
            }
          />
        </MenuItem>
        {META_ENTRIES.map(({ channel, flag }) => (
          <MenuItem
            key={channel}
            disabled={!plan?.plan[flag]}
            onClick={() => {
              setAnchor(null);
              onConnectMeta(channel);
            }}
            data-testid={`new-${channel}-connection`}
          >
            {entry(channel)}
            <ListItemText
              primary={t(`connections.addMenu.${channel}`)}
              secondary={
                plan && !plan.plan[flag] ? t('connections.addHints.notInPlan') : t(`connections.addHints.${channel}`)
              }
            />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={() => pick('simulator')} data-testid="new-simulator-connection">
          {entry('simulator')}
          <ListItemText primary={t('connections.addMenu.simulator')} secondary={t('connections.addHints.simulator')} />
        </MenuItem>
      </Menu>
    </>
  );
}
