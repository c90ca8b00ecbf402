import QuestionAnswerOutlinedIcon from '@mui/icons-material/QuestionAnswerOutlined';
import { useTranslation } from 'react-i18next';
import { ChatsPopoverList } from '../internal-chat/ChatsPopoverList';
import { useChatUnreads } from '../internal-chat/useChatUnreads';
import { FeedPopoverButton } from './FeedPopoverButton';

/**
 * The internal-chat popover of the app bar (spec 1 §2) with the reader's unread count; the app bar
 * shows it only when the plan has chat.
 */
export function InternalChatButton() {
  const { t } = useTranslation();
  const chats = useChatUnreads();
  return (
    <FeedPopoverButton
      label={t('appBar.chats')}
      icon={<QuestionAnswerOutlinedIcon />}
      count={chats}
      emptyText={t('appBar.noChats')}
      testId="chats-button"
    >
      {(close) => <ChatsPopoverList onPick={close} />}
    </FeedPopoverButton>
  );
}
