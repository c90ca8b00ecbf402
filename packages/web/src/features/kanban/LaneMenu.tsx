import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowBackOutlinedIcon from '@mui/icons-material/ArrowBackOutlined';
import ArrowForwardOutlinedIcon from '@mui/icons-material/ArrowForwardOutlined';
import MoreVertOutlinedIcon from '@mui/icons-material/MoreVertOutlined';
import { useTranslation } from 'react-i18next';

/** A lane's place among the tag lanes, and how to move it one place. */
export interface LanePlace {
  index: number;
  count: number;
  onStep: (by: -1 | 1) => void;
}

/**
 * A lane's menu: move it one place left or right, the way to reorder lanes without dragging (keyboard and screen
 * readers). The first tag lane cannot go left: the default lane stays first.
 */
export function LaneMenu({ title, place }: { title: string; place: LanePlace }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const step = (by: -1 | 1) => {
    close();
    place.onStep(by);
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('kanban.laneActions', { lane: title })}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="kanban-lane-menu"
        sx={{ my: -0.5 }}
      >
        <MoreVertOutlinedIcon fontSize="small" />
      </IconButton>
      <Menu open={anchor !== null} anchorEl={anchor} onClose={close}>
        <MenuItem disabled={place.index === 0} onClick={() => step(-1)}>
          <ListItemIcon>
            <ArrowBackOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('kanban.moveLaneLeft')} />
        </MenuItem>
        <MenuItem disabled={place.index >= place.count - 1} onClick={() => step(1)}>
          <ListItemIcon>
            <ArrowForwardOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('kanban.moveLaneRight')} />
        </MenuItem>
      </Menu>
    </>
  );
}
