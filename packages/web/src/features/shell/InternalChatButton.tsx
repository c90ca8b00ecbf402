import QuestionAnswerOutlinedIcon from '@mui/icons-material/QuestionAnswerOutlined';
import { useTranslation } from 'react-i18next';
import { FeedPopoverButton } from './FeedPopoverButton';
import { useAppBarCounts } from './useAppBarCounts';

/** The internal-chat popover of the app bar (spec 1 §2); the app bar shows it only when the plan has chat. */
export function InternalChatButton() {
  const { t } = useTranslation();
  const { chats } = useAppBarCounts();
  return (
    <FeedPopoverButton
      label={t('appBar.chats')}
      icon={<QuestionAnswerOutlinedIcon />}
      count={chats}
      emptyText={t('appBar.noChats')}
      testId="chats-button"
    />
  );
}
