import type { HTMLAttributes } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { useTranslation } from 'react-i18next';
import { LaneMenu, type LanePlace } from './LaneMenu';

/** What the lane's drag handle needs from dnd-kit (its attributes, listeners and activator ref). */
export type LaneHandle = HTMLAttributes<HTMLElement> & { ref: (node: HTMLElement | null) => void };

interface LaneHeaderProps {
  title: string;
  count: number;
  /** A tag lane's handle and place; absent on the default lane, which stays first. */
  handle?: LaneHandle;
  place?: LanePlace;
}

/** A lane's title bar: the drag handle and menu of a tag lane, its name and how many tickets it holds. */
export function LaneHeader({ title, count, handle, place }: LaneHeaderProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ px: 1.5, py: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
      {handle && (
        <Box
          {...handle}
          aria-label={t('kanban.dragLane', { lane: title })}
          data-testid="kanban-lane-handle"
          sx={{
            display: 'flex',
            ml: -0.75,
            color: 'text.secondary',
            cursor: 'grab',
            borderRadius: 1,
            outline: 'none',
            touchAction: 'none',
            '&:focus-visible': { boxShadow: (theme) => `0 0 0 2px ${theme.palette.primary.main}` },
          }}
        >
          <DragIndicatorIcon fontSize="small" />
        </Box>
      )}
      <Typography variant="subtitle1" sx={{ fontWeight: 600, flex: 1, minWidth: 0 }} noWrap title={title}>
        {title}
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }} data-testid="kanban-lane-count">
        {t('kanban.laneCount', { count })}
      </Typography>
      {place && <LaneMenu title={title} place={place} />}
    </Box>
  );
}

/** A lane as the drag overlay shows it under the pointer: its colour and name. */
export function LaneOverlay({ title, color }: { title: string; color: string }) {
  return (
    <Paper elevation={8} sx={{ width: 300, px: 1.5, py: 1.5, borderTop: 4, borderTopColor: color, cursor: 'grabbing' }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }} noWrap>
        {title}
      </Typography>
    </Paper>
  );
}
