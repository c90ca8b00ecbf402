import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { TODO_FILTERS, type TodoFilter } from './todoFilter';

interface TodoFilterBarProps {
  filter: TodoFilter;
  counts: Record<TodoFilter, number>;
  onChange: (filter: TodoFilter) => void;
}

/** Todas / Abertas / Concluídas, each with how many tasks it shows. */
export function TodoFilterBar({ filter, counts, onChange }: TodoFilterBarProps) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={filter}
      // A click on the chosen button answers null: the filter stays.
      onChange={(_event, next: TodoFilter | null) => next && onChange(next)}
      aria-label={t('todolist.filter')}
      data-testid="todo-filter"
    >
      {TODO_FILTERS.map((each) => (
        <ToggleButton key={each} value={each} sx={{ textTransform: 'none', px: 1.5 }}>
          {t(`todolist.filters.${each}`, { n: counts[each] })}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
