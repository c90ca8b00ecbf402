import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BULK_TAGS_MAX } from '@guiche/shared';
import { FilterMultiSelect } from './FilterMultiSelect';
import { fetchTagList, ticketsKeys } from './ticketsApi';

interface BulkTagDialogProps {
  onClose(): void;
  /** The tags to add to every selected ticket (their other tags stay). */
  onTag(tagIds: number[]): void;
}

/** "Etiquetar": the company's tags to add to the selected tickets, up to BULK_TAGS_MAX at once. */
export function BulkTagDialog({ onClose, onTag }: BulkTagDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const tags = useQuery({ queryKey: ticketsKeys.tags, queryFn: fetchTagList });
  const [chosen, setChosen] = useState<number[]>([]);
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId} data-testid="bulk-tag-dialog">
      <DialogTitle id={titleId}>{t('tickets.selection.tagTitle')}</DialogTitle>
      <DialogContent>
        <FilterMultiSelect
          label={t('tickets.selection.tags')}
          options={(tags.data ?? []).map((tag) => ({ value: tag.id, label: tag.name, color: tag.color }))}
          value={chosen}
          onChange={(values) => setChosen(values.slice(0, BULK_TAGS_MAX))}
          testId="bulk-tag-select"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={chosen.length === 0}
          onClick={() => onTag(chosen)}
          data-testid="bulk-tag-confirm"
        >
          {t('tickets.selection.tagConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
