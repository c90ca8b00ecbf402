import { useRef, useState } from 'react';
import Autocomplete, { createFilterOptions, type AutocompleteChangeReason } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import AddOutlinedIcon from '@mui/icons-material/AddOutlined';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import type { ContactView, TagRef } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { validationMessage } from '../../i18n/validationMessage';
import { contactsKeys, createTag, fetchContactTags, syncTags, tagsKeys } from './contactsApi';
import { patchContactTags, type ContactPages } from './contactsCache';
import { randomTagColor, tagChipSx } from './tagColors';
import { findTagByName, tagChanges, tagNameIssue, uniqueTags } from './tagsSelection';
import { useTagList } from './useTagList';

export interface TagsSelectProps {
  contactId: number;
  /** In a ticket's chat, the ticket's tags are synced with the contact's. */
  ticketId?: number;
}

/** The "create this tag" entry the list offers for a name no tag has yet. */
interface CreateOption {
  create: string;
}
type TagOption = TagRef | CreateOption;

/** One change made in the picker. */
type TagEdit = { kind: 'add'; item: TagOption | string } | { kind: 'remove'; tagId: number } | { kind: 'clear' };

/** The saved tag an entry stands for; free text typed in the picker arrives as a plain string. */
function asTag(entry: TagOption | string): TagRef | null {
  return typeof entry === 'object' && 'id' in entry ? entry : null;
}

function entryName(entry: TagOption | string): string {
  if (typeof entry === 'string') return entry;
  return 'create' in entry ? entry.create : entry.name;
}

const defaultFilter = createFilterOptions<TagOption>({ stringify: entryName });

function Swatch({ color }: { color: string }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: 14,
        height: 14,
        borderRadius: '50%',
        bgcolor: color,
        border: 1,
        borderColor: 'divider',
        flexShrink: 0,
      }}
    />
  );
}

/**
 * A contact's tags (spec 1 §7: GET /contactTags/{contactId}, POST /tags/sync), picked from the company's tags
 * (GET /tags/list) or created on the spot (POST /tags, kanban 0, a random colour; under 3 characters:
 * 'Tag muito curta!'). Every change is saved at once.
 */
export function TagsSelect({ contactId, ticketId }: TagsSelectProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [pendingEdits, setPendingEdits] = useState(0);
  // Edits run one after another, each on the set the previous one saved, so quick picks never undo each other.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const selected = useQuery({ queryKey: contactsKeys.tags(contactId), queryFn: () => fetchContactTags(contactId) });
  const all = useTagList();
  const allTags = all.data ?? [];

  /** The tag an added entry stands for, created when its name is new; null when the name was refused. */
  async function resolveTag(item: TagOption | string): Promise<TagRef | null> {
    const existing = asTag(item);
    if (existing) return existing;
    const name = entryName(item).trim();
    const known = findTagByName(queryClient.getQueryData<TagRef[]>(tagsKeys.list) ?? [], name);
    if (known) return known;
    const issue = tagNameIssue(name);
    if (issue !== null) {
      toast.error(validationMessage(issue), { toastId: issue });
      return null;
    }
    const created = await createTag(name, randomTagColor());
    queryClient.setQueryData<TagRef[]>(tagsKeys.list, (list) => [...(list ?? []), created]);
    return created;
  }

  async function apply(edit: TagEdit): Promise<void> {
    const before = queryClient.getQueryData<TagRef[]>(contactsKeys.tags(contactId)) ?? [];
    try {
      let next: TagRef[] = [];
      if (edit.kind === 'add') {
        const tag = await resolveTag(edit.item);
        if (!tag) return;
        next = uniqueTags([...before, tag]);
      } else if (edit.kind === 'remove') {
        next = before.filter((tag) => tag.id !== edit.tagId);
      }
      const { added, removed } = tagChanges(before, next);
      if (added.length === 0 && removed.length === 0) return;
      queryClient.setQueryData(contactsKeys.tags(contactId), next);
      const saved = await syncTags(contactId, ticketId, next);
      queryClient.setQueryData(contactsKeys.tags(contactId), saved);
      queryClient.setQueriesData<ContactPages>(
        { queryKey: contactsKeys.lists },
        (pages) => pages && patchContactTags(pages, contactId, saved),
      );
      queryClient.setQueryData<ContactView>(
        contactsKeys.detail(contactId),
        (contact) => contact && { ...contact, tags: saved },
      );
      if (ticketId !== undefined)
        toast.success(added.length > 0 ? t('contacts.tags.ticketAdded') : t('contacts.tags.ticketRemoved'));
    } catch (error) {
      queryClient.setQueryData(contactsKeys.tags(contactId), before);
      handleApiError(error);
    }
  }

  function enqueue(edit: TagEdit) {
    setPendingEdits((count) => count + 1);
    queue.current = queue.current.then(() => apply(edit)).finally(() => setPendingEdits((count) => count - 1));
  }

  function onChange(reason: AutocompleteChangeReason, option: TagOption | string | undefined) {
    if (reason === 'clear') enqueue({ kind: 'clear' });
    else if (option === undefined) return;
    else if (reason !== 'removeOption') enqueue({ kind: 'add', item: option });
    else {
      const removed = asTag(option);
      if (removed) enqueue({ kind: 'remove', tagId: removed.id });
    }
  }

  const loadFailed = selected.isError || all.isError;
  return (
    <Autocomplete<TagOption, true, false, true>
      multiple
      freeSolo
      size="small"
      data-testid="tags-select"
      options={allTags}
      value={selected.data ?? []}
      loading={selected.isPending || all.isPending || pendingEdits > 0}
      disabled={selected.isPending}
      filterSelectedOptions
      handleHomeEndKeys
      onChange={(_event, _items, reason, details) => onChange(reason, details?.option)}
      isOptionEqualToValue={(option, value) => {
        const [a, b] = [asTag(option), asTag(value)];
        return a !== null && a.id === b?.id;
      }}
      getOptionLabel={entryName}
      filterOptions={(options, state) => {
        const filtered = defaultFilter(options, state);
        const name = state.inputValue.trim();
        if (name !== '' && !findTagByName(allTags, name)) filtered.push({ create: name });
        return filtered;
      }}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          {typeof option === 'object' && 'create' in option ? (
            <>
              <AddOutlinedIcon fontSize="small" aria-hidden />
              {t('contacts.tags.create', { name: option.create })}
            </>
          ) : (
            <>
              <Swatch color={option.color} />
              {option.name}
            </>
          )}
        </Box>
      )}
      renderValue={(items, getItemProps) =>
        items.map((item, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          const tag = asTag(item);
          return (
            <Chip
              key={key}
              {...itemProps}
              size="small"
              label={entryName(item)}
              sx={tag ? tagChipSx(tag.color) : undefined}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('contacts.tags.label')}
          placeholder={(selected.data ?? []).length === 0 ? t('contacts.tags.placeholder') : undefined}
          error={loadFailed}
          helperText={loadFailed ? t('contacts.tags.loadFailed') : undefined}
        />
      )}
    />
  );
}
