import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import type { TagRef } from '@guiche/shared';
import { visibleTags } from './contactDisplay';
import { tagChipSx } from './tagColors';

/** A row's tags: the first two in their colours, then "+N" naming the rest on hover. */
export function ContactTagChips({ tags }: { tags: readonly TagRef[] }) {
  const { t } = useTranslation();
  const { visible, hidden } = visibleTags(tags);
  return (
    <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' }, gap: 0.5 }}>
      {visible.map((tag) => (
        <Chip
          key={tag.id}
          size="small"
          label={tag.name}
          sx={{ ...tagChipSx(tag.color), maxWidth: 160, fontWeight: 600 }}
        />
      ))}
      {hidden > 0 && (
        <Tooltip
          title={tags
            .slice(visible.length)
            .map((tag) => tag.name)
            .join(', ')}
        >
          <Chip size="small" variant="outlined" label={t('contacts.moreTags', { count: hidden })} />
        </Tooltip>
      )}
    </Stack>
  );
}
