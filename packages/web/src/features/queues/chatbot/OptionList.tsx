import { memo } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlinedIcon from '@mui/icons-material/AddOutlined';
import { useTranslation } from 'react-i18next';
import { MAX_CHATBOT_DEPTH } from '@guiche/shared';
import { OptionNode } from './OptionNode';
import { useOptionChildren, useOptionTreeStore } from './optionTreeStore';

interface OptionListProps {
  /** The option whose sub-options these are, or ROOT for the queue's own options. */
  parentKey: string;
  /** Level of the options in this list: 1 for the queue's own options. */
  depth: number;
}

/** One level of the option tree with its add button; it re-renders only when this level's order changes. */
export const OptionList = memo(function OptionList({ parentKey, depth }: OptionListProps) {
  const { t } = useTranslation();
  const store = useOptionTreeStore();
  const keys = useOptionChildren(parentKey);
  const canAdd = depth <= MAX_CHATBOT_DEPTH;

  return (
    <Stack spacing={1} data-testid="chatbot-option-list" data-depth={depth}>
      {keys.map((key, index) => (
        <OptionNode
          key={key}
          optionKey={key}
          parentKey={parentKey}
          index={index}
          last={index === keys.length - 1}
          depth={depth}
        />
      ))}
      {canAdd ? (
        <Button
          size="small"
          startIcon={<AddOutlinedIcon />}
          onClick={() => store.dispatch({ type: 'add', parentKey })}
          sx={{ alignSelf: 'flex-start' }}
        >
          {depth === 1 ? t('chatbot.add') : t('chatbot.addNested')}
        </Button>
      ) : (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('chatbot.maxDepth')}
        </Typography>
      )}
    </Stack>
  );
});
