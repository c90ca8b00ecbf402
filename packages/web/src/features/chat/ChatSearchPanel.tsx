import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import SearchOutlinedIcon from '@mui/icons-material/SearchOutlined';
import { useTranslation } from 'react-i18next';
import { formatShortDateTime } from '../../lib/dates';
import type { MessageSearchHit } from '@guiche/shared';
import { excerptParts, steppedHit } from './chatSearch';
import { useMessageSearch } from './useMessageSearch';

interface ChatSearchPanelProps {
  ticketId: number;
  contactName: string;
  /** Brings the chat to a message (loading older pages as needed); answers whether it is there. */
  onJump(messageId: number): Promise<boolean>;
  onClose(): void;
}

function HitExcerpt({ hit }: { hit: MessageSearchHit }) {
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      {excerptParts(hit.excerpt, hit.highlights).map((part, index) =>
        part.marked ? (
          <Box
            key={index}
            component="mark"
            sx={(theme) => ({
              bgcolor: alpha(theme.palette.warning.main, 0.35),
              color: 'inherit',
              borderRadius: 0.5,
              px: 0.25,
            })}
          >
            {part.text}
          </Box>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </Typography>
  );
}

/**
 * Search in the conversation (issue 39): the hits newest first with their date and a marked excerpt; a hit chosen
 * (click, or the arrows: down to the next one in the list, which is older, up to the one before) brings the chat to
 * its message. Enter goes down as well, Shift+Enter up, Escape closes.
 */
export function ChatSearchPanel({ ticketId, contactName, onJump, onClose }: ChatSearchPanelProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState<{ text: string; index: number } | null>(null);
  const [missing, setMissing] = useState(false);
  const search = useMessageSearch(ticketId, typed);
  const list = useRef<HTMLUListElement>(null);
  // A choice belongs to the search it was made in: a new text starts with none.
  const selected = chosen?.text === search.text ? chosen.index : null;

  useEffect(() => {
    if (selected === null) return;
    list.current?.querySelector(`[data-index="${selected}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);

  const choose = async (index: number) => {
    const hit = search.hits[index];
    if (!hit) return;
    setChosen({ text: search.text, index });
    setMissing(!(await onJump(hit.id)));
  };
  const step = async (direction: 1 | -1) => {
    // Past the last hit loaded, the next page of hits comes first.
    if (direction === 1 && selected === search.hits.length - 1 && search.hasMore) {
      const next = await search.loadMore();
      const hit = next.data?.pages.flatMap((page) => page.hits)[selected + 1];
      if (hit) {
        setChosen({ text: search.text, index: selected + 1 });
        setMissing(!(await onJump(hit.id)));
      }
      return;
    }
    const index = steppedHit(selected, search.hits.length, direction);
    if (index !== null && index !== selected) await choose(index);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const direction =
      event.key === 'ArrowDown' || (event.key === 'Enter' && !event.shiftKey)
        ? 1
        : event.key === 'ArrowUp' || (event.key === 'Enter' && event.shiftKey)
          ? -1
          : null;
    if (direction !== null) {
      event.preventDefault();
      void step(direction);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };

  const status = !search.active
    ? t('chat.search.hint')
    : search.loading || search.settling
      ? t('chat.search.searching')
      : search.failed
        ? t('chat.search.failed')
        : search.count === 0
          ? t('chat.search.none')
          : selected === null
            ? t('chat.search.count', { count: search.count })
            : t('chat.search.position', { current: selected + 1, count: search.count });
  const senderOf = (hit: MessageSearchHit) =>
    hit.isBot ? t('chat.flags.bot') : (hit.senderName ?? (hit.fromMe ? t('chat.you') : contactName));

  return (
    <Box
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', px: 1.5, py: 1 }}
      data-testid="chat-search"
    >
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <TextField
          size="small"
          autoFocus
          fullWidth
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('chat.search.placeholder')}
          slotProps={{
            htmlInput: { 'aria-label': t('chat.search.placeholder'), 'data-testid': 'chat-search-input' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlinedIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Typography
          variant="caption"
          role="status"
          sx={{ color: 'text.secondary', whiteSpace: 'nowrap', px: 0.5 }}
          data-testid="chat-search-status"
        >
          {status}
        </Typography>
        <Tooltip title={t('chat.search.previous')}>
          <span>
            <IconButton
              size="small"
              aria-label={t('chat.search.previous')}
              disabled={search.hits.length === 0 || selected === 0}
              onClick={() => void step(-1)}
              data-testid="chat-search-previous"
            >
              <KeyboardArrowUpIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('chat.search.next')}>
          <span>
            <IconButton
              size="small"
              aria-label={t('chat.search.next')}
              disabled={search.hits.length === 0 || (selected === search.hits.length - 1 && !search.hasMore)}
              onClick={() => void step(1)}
              data-testid="chat-search-next"
            >
              <KeyboardArrowDownIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('chat.search.close')}>
          <IconButton
            size="small"
            aria-label={t('chat.search.close')}
            onClick={onClose}
            data-testid="chat-search-close"
          >
            <CloseIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      {missing && (
        <Typography variant="caption" sx={{ color: 'warning.main', display: 'block', mt: 0.5 }}>
          {t('chat.search.notFound')}
        </Typography>
      )}
      {search.active && search.hits.length > 0 && (
        <List
          ref={list}
          dense
          aria-label={t('chat.search.results')}
          sx={{ maxHeight: 240, overflowY: 'auto', mt: 1, py: 0 }}
          data-testid="chat-search-results"
        >
          {search.hits.map((hit, index) => (
            <ListItemButton
              key={hit.id}
              selected={index === selected}
              onClick={() => void choose(index)}
              data-index={index}
              data-testid="chat-search-hit"
              sx={{ display: 'block', borderRadius: 1 }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
                  {hit.isPrivate && (
                    <LockOutlinedIcon
                      sx={{ fontSize: 14, color: 'secondary.dark' }}
                      aria-label={t('chat.flags.private')}
                    />
                  )}
                  <Typography variant="caption" noWrap sx={{ fontWeight: 600 }}>
                    {senderOf(hit)}
                  </Typography>
                </Stack>
                <Typography variant="caption" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                  {formatShortDateTime(hit.createdAt)}
                </Typography>
              </Stack>
              <HitExcerpt hit={hit} />
            </ListItemButton>
          ))}
          {search.hasMore && (
            <Box sx={{ textAlign: 'center', py: 0.5 }}>
              <Button size="small" loading={search.loadingMore} onClick={() => void search.loadMore()}>
                {t('chat.search.more')}
              </Button>
            </Box>
          )}
        </List>
      )}
    </Box>
  );
}
