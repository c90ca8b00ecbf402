import { useState } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import HelpCenterOutlinedIcon from '@mui/icons-material/HelpCenterOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { HelpView } from '@guiche/shared';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { fetchHelps, helpsKeys } from './helpsApi';
import { HelpCard } from './HelpCard';
import { HelpVideoDialog } from './HelpVideoDialog';

const GRID = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' } as const;

/** /helps (spec 3 "Help centre"): a grid of video cards, each opening its video in a player. */
export default function HelpsPage() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: helpsKeys.list, queryFn: fetchHelps });
  const [playing, setPlaying] = useState<HelpView | null>(null);
  const helps = query.data ?? [];
  return (
    <section data-testid="helps-page">
      <PageHeader title={t('pages.helps')} />
      {query.isError && !query.data ? (
        <LoadError message={t('common.listLoadFailed')} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <Box sx={GRID}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={220} />
          ))}
        </Box>
      ) : helps.length === 0 ? (
        <EmptyState
          icon={<HelpCenterOutlinedIcon />}
          title={t('helpCenter.emptyTitle')}
          text={t('helpCenter.emptyText')}
        />
      ) : (
        <Box sx={GRID}>
          {helps.map((help) => (
            <HelpCard key={help.id} help={help} onPlay={setPlaying} />
          ))}
        </Box>
      )}
      <HelpVideoDialog help={playing} onClose={() => setPlaying(null)} />
    </section>
  );
}
