import type SvgIcon from '@mui/material/SvgIcon';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import PhoneIphoneOutlinedIcon from '@mui/icons-material/PhoneIphoneOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useTranslation } from 'react-i18next';
import type { ConnectionChannel } from '@guiche/shared';

/** Each channel's mark and brand colour; the simulator is a plain phone so it never passes for WhatsApp. */
export const CHANNEL_ICONS: Record<ConnectionChannel, { Icon: typeof SvgIcon; color: string }> = {
  whatsapp: { Icon: WhatsAppIcon, color: '#25D366' },
  whatsappapi: { Icon: WhatsAppIcon, color: '#128C7E' },
  facebook: { Icon: FacebookIcon, color: '#1877F2' },
  instagram: { Icon: InstagramIcon, color: '#E1306C' },
  simulator: { Icon: PhoneIphoneOutlinedIcon, color: 'text.secondary' },
};

/** The channel column: its icon and name. */
export function ChannelLabel({ channel }: { channel: ConnectionChannel }) {
  const { t } = useTranslation();
  const { Icon, color } = CHANNEL_ICONS[channel];
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', whiteSpace: 'nowrap' }}>
      <Icon fontSize="small" sx={{ color }} />
      <Typography variant="body2">{t(`connections.channels.${channel}`)}</Typography>
    </Stack>
  );
}
