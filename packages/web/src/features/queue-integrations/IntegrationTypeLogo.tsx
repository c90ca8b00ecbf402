import Avatar from '@mui/material/Avatar';
import WebhookOutlinedIcon from '@mui/icons-material/WebhookOutlined';
import type { QueueIntegrationType } from '@guiche/shared';

/** Each type's mark: its initials on the brand's colour (webhooks, having no brand, get the webhook symbol). */
const LOGOS: Record<QueueIntegrationType, { color: string; mark: string }> = {
  dialogflow: { color: '#FF9800', mark: 'DF' },
  n8n: { color: '#EA4B71', mark: 'n8n' },
  webhook: { color: '#546E7A', mark: '' },
  typebot: { color: '#0042DA', mark: 'TB' },
};

export function IntegrationTypeLogo({ type, label }: { type: QueueIntegrationType; label: string }) {
  const logo = LOGOS[type];
  return (
    <Avatar
      aria-label={label}
      title={label}
      sx={{ bgcolor: logo.color, color: '#fff', width: 32, height: 32, fontSize: 12, fontWeight: 700 }}
    >
      {logo.mark || <WebhookOutlinedIcon fontSize="small" />}
    </Avatar>
  );
}
