import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import AccessTimeOutlinedIcon from '@mui/icons-material/AccessTimeOutlined';
import DoneAllOutlinedIcon from '@mui/icons-material/DoneAllOutlined';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import ErrorOutlineOutlinedIcon from '@mui/icons-material/ErrorOutlineOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import ListAltOutlinedIcon from '@mui/icons-material/ListAltOutlined';
import MarkChatReadOutlinedIcon from '@mui/icons-material/MarkChatReadOutlined';
import PhoneAndroidOutlinedIcon from '@mui/icons-material/PhoneAndroidOutlined';
import { useTranslation } from 'react-i18next';
import type { CampaignView } from '@guiche/shared';
import { formatShortDateTime } from '../../lib/dates';
import { useTagList } from '../contacts/useTagList';
import { StatCard } from '../dashboard/StatCard';

/**
 * The report's cards (spec 3 "Campaign report"): valid contacts, confirmations requested and given (confirmation
 * campaigns only), delivered, failures, then the connection, the contact list, the schedule and the conclusion.
 */
export function CampaignReportCards({ campaign }: { campaign: CampaignView }) {
  const { t } = useTranslation();
  const { stats } = campaign;
  const tags = useTagList();
  const tagName =
    campaign.tagListId === null ? undefined : tags.data?.find((tag) => tag.id === campaign.tagListId)?.name;
  const recipients =
    campaign.contactList?.name ?? (tagName ? t('campaigns.tagList', { name: tagName }) : t('campaigns.noList'));
  // Names and moments read at body size: the counters' large figures would wrap them over several lines.
  const text = (value: string) => (
    <Box component="span" sx={{ display: 'block', typography: 'subtitle1', fontWeight: 600, overflowWrap: 'anywhere' }}>
      {value}
    </Box>
  );
  const cards: { key: string; label: string; value: ReactNode; icon: ReactNode }[] = [
    {
      key: 'valid',
      label: t('campaigns.report.cards.valid'),
      value: stats.valid,
      icon: <GroupOutlinedIcon fontSize="inherit" />,
    },
    ...(campaign.confirmation
      ? [
          {
            key: 'confirmation-requested',
            label: t('campaigns.report.cards.confirmationRequested'),
            value: stats.confirmationRequested,
            icon: <MarkChatReadOutlinedIcon fontSize="inherit" />,
          },
          {
            key: 'confirmed',
            label: t('campaigns.report.cards.confirmed'),
            value: stats.confirmed,
            icon: <HowToRegOutlinedIcon fontSize="inherit" />,
          },
        ]
      : []),
    {
      key: 'delivered',
      label: t('campaigns.report.cards.delivered'),
      value: stats.delivered,
      icon: <DoneAllOutlinedIcon fontSize="inherit" />,
    },
    {
      key: 'failed',
      label: t('campaigns.report.cards.failed'),
      value: stats.failed + stats.invalid,
      icon: <ErrorOutlineOutlinedIcon fontSize="inherit" />,
    },
    {
      key: 'whatsapp',
      label: t('campaigns.report.cards.whatsapp'),
      value: text(campaign.whatsapps.map((whatsapp) => whatsapp.name).join(', ') || t('campaigns.noConnection')),
      icon: <PhoneAndroidOutlinedIcon fontSize="inherit" />,
    },
    {
      key: 'contact-list',
      label: t('campaigns.report.cards.contactList'),
      value: text(recipients),
      icon: <ListAltOutlinedIcon fontSize="inherit" />,
    },
    {
      key: 'scheduled-at',
      label: t('campaigns.report.cards.scheduledAt'),
      value: text(campaign.scheduledAt ? formatShortDateTime(campaign.scheduledAt) : t('campaigns.noSchedule')),
      icon: <AccessTimeOutlinedIcon fontSize="inherit" />,
    },
    {
      key: 'completed-at',
      label: t('campaigns.report.cards.completedAt'),
      value: text(campaign.completedAt ? formatShortDateTime(campaign.completedAt) : t('campaigns.notCompleted')),
      icon: <EventAvailableOutlinedIcon fontSize="inherit" />,
    },
  ];
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {cards.map((card) => (
        <StatCard
          key={card.key}
          label={card.label}
          value={card.value}
          icon={card.icon}
          testId={`campaign-card-${card.key}`}
        />
      ))}
    </Box>
  );
}
