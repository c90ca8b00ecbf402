import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { CONNECTION_CHANNELS, type ConnectionChannel } from '@guiche/shared';
import { SearchField } from '../../components/SearchField';
import { SEARCH_MIN_CHARS } from '../../lib/search';
import { CHANNEL_ICONS } from '../connections/ChannelLabel';
import { tagChipSx } from './tagColors';
import { useTagList } from './useTagList';

const ALL = 'all';

interface ContactsFiltersProps {
  typed: string;
  onTyped(value: string): void;
  channel: ConnectionChannel | null;
  onChannel(channel: ConnectionChannel | null): void;
  tagIds: number[];
  onTagIds(ids: number[]): void;
}

function isChannel(value: string): value is ConnectionChannel {
  return (CONNECTION_CHANNELS as readonly string[]).includes(value);
}

/** The contacts page's search (from 3 characters), channel filter and tag filter. */
export function ContactsFilters({ typed, onTyped, channel, onChannel, tagIds, onTagIds }: ContactsFiltersProps) {
  const { t } = useTranslation();
  const tags = useTagList();
  const typedTooShort = typed.trim().length > 0 && typed.trim().length < SEARCH_MIN_CHARS;

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ mb: 2, alignItems: { md: 'flex-start' } }}>
      <SearchField
        value={typed}
        onChange={onTyped}
        label={t('contacts.search')}
        hint={typedTooShort ? t('contacts.searchHint') : undefined}
        testId="contacts-search"
        sx={{ flex: { md: '1 1 320px' }, maxWidth: { md: 420 } }}
      />
      <Stack direction="row" spacing={1.5} sx={{ flex: { md: '1 1 auto' } }}>
        <TextField
          select
          size="small"
          label={t('contacts.channelFilter')}
          value={channel ?? ALL}
          onChange={(event) => onChannel(isChannel(event.target.value) ? event.target.value : null)}
          sx={{ flex: '1 1 0', minWidth: 0, maxWidth: { md: 220 } }}
          slotProps={{ htmlInput: { 'data-testid': 'contacts-channel-filter' } }}
        >
          <MenuItem value={ALL}>{t('contacts.allChannels')}</MenuItem>
          {CONNECTION_CHANNELS.map((value) => {
            const { Icon, color } = CHANNEL_ICONS[value];
            return (
              <MenuItem key={value} value={value}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Icon fontSize="small" sx={{ color }} />
                  {t(`connections.channels.${value}`)}
                </Box>
              </MenuItem>
            );
          })}
        </TextField>
        <TextField
          select
          size="small"
          label={t('contacts.tagFilter')}
          value={tagIds}
          onChange={(event) => {
            const chosen: unknown = event.target.value;
            // A multiple select answers the chosen values as an array.
            onTagIds(Array.isArray(chosen) ? chosen.map(Number) : []);
          }}
          sx={{ flex: '1 1 0', minWidth: 0, maxWidth: { md: 320 } }}
          slotProps={{
            select: {
              multiple: true,
              renderValue: (selected) => (
                <Box sx={{ display: 'flex', gap: 0.5, overflow: 'hidden' }}>
                  {(tags.data ?? [])
                    .filter((tag) => Array.isArray(selected) && selected.includes(tag.id))
                    .map((tag) => (
                      <Chip key={tag.id} size="small" label={tag.name} sx={{ ...tagChipSx(tag.color), height: 20 }} />
                    ))}
                </Box>
              ),
            },
            htmlInput: { 'data-testid': 'contacts-tag-filter' },
          }}
        >
          {(tags.data ?? []).length === 0 && (
            <MenuItem disabled value={-1}>
              {t('contacts.tags.none')}
            </MenuItem>
          )}
          {(tags.data ?? []).map((tag) => (
            <MenuItem key={tag.id} value={tag.id}>
              <Chip size="small" label={tag.name} sx={tagChipSx(tag.color)} />
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Stack>
  );
}
