import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { alpha, type Theme } from '@mui/material/styles';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import BedtimeOutlinedIcon from '@mui/icons-material/BedtimeOutlined';
import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import { useTranslation } from 'react-i18next';
import type { TicketView } from '@guiche/shared';

interface MarkProps {
  Icon: ComponentType<SvgIconProps>;
  tone: 'info' | 'warning';
  label: string;
  testId: string;
}

/** A tinted square with an icon: the tone's darker shade on light paper and its lighter one on dark, both readable. */
function Mark({ Icon, tone, label, testId }: MarkProps) {
  return (
    <Tooltip title={label}>
      <Box
        component="span"
        role="img"
        aria-label={label}
        data-testid={testId}
        sx={(theme: Theme) => {
          const color = theme.palette.mode === 'dark' ? theme.palette[tone].light : theme.palette[tone].dark;
          return {
            display: 'inline-flex',
            flexShrink: 0,
            p: '1px',
            borderRadius: 1,
            color,
            bgcolor: alpha(color, theme.palette.mode === 'dark' ? 0.18 : 0.12),
          };
        }}
      >
        <Icon sx={{ fontSize: 16 }} />
      </Box>
    </Tooltip>
  );
}

/**
 * What the conversation engine is doing with a ticket: the bot holds it (isBot: the contact is in the menus, no one
 * needs to answer yet), or the contact wrote out of service hours and was told so (isOutOfHour).
 */
export function TicketMarks({ ticket }: { ticket: Pick<TicketView, 'isBot' | 'isOutOfHour'> }) {
  const { t } = useTranslation();
  return (
    <>
      {ticket.isBot && (
        <Mark Icon={SmartToyOutlinedIcon} tone="info" label={t('tickets.row.bot')} testId="ticket-bot-mark" />
      )}
      {ticket.isOutOfHour && (
        <Mark
          Icon={BedtimeOutlinedIcon}
          tone="warning"
          label={t('tickets.row.outOfHour')}
          testId="ticket-out-of-hour-mark"
        />
      )}
    </>
  );
}
