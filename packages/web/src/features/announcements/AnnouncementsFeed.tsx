import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { AnnouncementView } from '@guiche/shared';
import { formatShortDateTime } from '../../lib/dates';
import { priorityColor } from './announcementPriority';

/** The app bar popover's list: each announcement marked by its priority colour; a click opens the viewer. */
export function AnnouncementsFeed({
  records,
  onOpen,
}: {
  records: AnnouncementView[];
  onOpen(announcement: AnnouncementView): void;
}) {
  return (
    <List dense disablePadding data-testid="announcements-feed">
      {records.map((record) => (
        <ListItemButton
          key={record.id}
          onClick={() => onOpen(record)}
          data-testid={`announcement-item-${record.id}`}
          data-priority={record.priority}
          sx={{ borderLeft: 4, borderColor: (theme) => priorityColor(theme, record.priority) }}
        >
          <ListItemText
            primary={record.title}
            secondary={formatShortDateTime(record.createdAt)}
            slotProps={{ primary: { noWrap: true, sx: { fontWeight: 600 } } }}
          />
        </ListItemButton>
      ))}
    </List>
  );
}
