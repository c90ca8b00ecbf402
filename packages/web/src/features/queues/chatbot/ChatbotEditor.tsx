import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { validationMessage } from '../../../i18n/validationMessage';
import { OptionList } from './OptionList';
import { OptionTargetsContext, type OptionTargets } from './optionTargets';
import { ROOT } from './optionTree';
import { OptionTreeContext, useOptionChildren, type OptionTreeStore } from './optionTreeStore';

interface ChatbotEditorProps {
  store: OptionTreeStore;
  targets: OptionTargets;
  /** Problems of the tree as a whole (e.g. a target deleted meanwhile). */
  generalErrors: readonly string[];
}

function EmptyHint() {
  const { t } = useTranslation();
  const count = useOptionChildren(ROOT).length;
  if (count > 0) return null;
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {t('chatbot.empty')}
    </Typography>
  );
}

/** The queue's chatbot: options, each with its own options, to any depth the server accepts (spec 2 "Queues"). */
export function ChatbotEditor({ store, targets, generalErrors }: ChatbotEditorProps) {
  const { t } = useTranslation();
  return (
    <OptionTreeContext.Provider value={store}>
      <OptionTargetsContext.Provider value={targets}>
        <Stack spacing={1.5} data-testid="chatbot-editor">
          <div>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {t('chatbot.title')}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('chatbot.hint')}
            </Typography>
          </div>
          {generalErrors.map((message) => (
            <Alert key={message} severity="error" variant="outlined">
              {validationMessage(message)}
            </Alert>
          ))}
          <EmptyHint />
          <OptionList parentKey={ROOT} depth={1} />
        </Stack>
      </OptionTargetsContext.Provider>
    </OptionTreeContext.Provider>
  );
}
