import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import ArrowBackOutlinedIcon from '@mui/icons-material/ArrowBackOutlined';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../api/errorHandler';
import { LoadError } from '../../components/LoadError';
import { formatPhoneNumber } from '../../lib/phone';
import { Composer } from './Composer';
import { ContactAvatar } from './ContactAvatar';
import { MessageList } from './MessageList';
import { phoneColors } from './phoneColors';
import { fetchChat, react, simulatorKeys, type SimulatorMessage } from './simulatorApi';

interface ConversationProps {
  whatsappId: number;
  number: string;
  contactName: string | undefined;
  /** On a phone-sized screen one pane shows at a time: this goes back to the chat list. */
  onBack?: (() => void) | undefined;
}

/** One simulated chat: who the page plays, the messages, and the composer. */
export function Conversation({ whatsappId, number, contactName, onBack }: ConversationProps) {
  const { t } = useTranslation();
  const colors = phoneColors(useTheme());
  const queryClient = useQueryClient();
  const chat = useQuery({
    queryKey: simulatorKeys.chat(whatsappId, number),
    queryFn: () => fetchChat(whatsappId, number),
  });
  const [quoting, setQuoting] = useState<SimulatorMessage | null>(null);
  const reaction = useMutation({
    mutationFn: ({ target, emoji }: { target: SimulatorMessage; emoji: string }) =>
      react(whatsappId, number, target.wid, emoji),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: simulatorKeys.chat(whatsappId, number) }),
    onError: handleApiError,
  });

  // Stable, so that the memoised bubbles do not re-render while the contact types.
  const { mutate: sendReaction } = reaction;
  const reply = useCallback((message: SimulatorMessage) => setQuoting(message), []);
  const reactTo = useCallback(
    (target: SimulatorMessage, emoji: string) => sendReaction({ target, emoji }),
    [sendReaction],
  );

  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', minWidth: 0 }}
      data-testid="phone-conversation"
    >
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ alignItems: 'center', px: 1.5, py: 1, bgcolor: colors.header, borderBottom: 1, borderColor: 'divider' }}
      >
        {onBack && (
          <IconButton edge="start" aria-label={t('simulator.back')} onClick={onBack}>
            <ArrowBackOutlinedIcon />
          </IconButton>
        )}
        <ContactAvatar name={contactName} number={number} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" noWrap>
            {contactName || formatPhoneNumber(number)}
          </Typography>
          <Typography variant="caption" noWrap component="p" sx={{ color: 'text.secondary' }}>
            {contactName ? `${formatPhoneNumber(number)} · ${t('simulator.youPlay')}` : t('simulator.youPlay')}
          </Typography>
        </Box>
      </Stack>
      {chat.isError && !chat.data ? (
        <Box sx={{ flex: 1, p: 2, bgcolor: colors.wallpaper }}>
          <LoadError onRetry={() => void chat.refetch()} />
        </Box>
      ) : (
        <MessageList messages={chat.data} onReply={reply} onReact={reactTo} />
      )}
      <Composer
        whatsappId={whatsappId}
        number={number}
        contactName={contactName}
        quoting={quoting}
        onCancelQuote={() => setQuoting(null)}
      />
    </Box>
  );
}
