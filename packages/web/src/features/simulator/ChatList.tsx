import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import { useTranslation } from 'react-i18next';
import { formatShortDateTime, formatTimeOfDay } from '../../lib/dates';
import { formatPhoneNumber } from '../../lib/phone';
import { dayKeyOf } from './chatTimeline';
import { ContactAvatar } from './ContactAvatar';
import { MessagePreviewText } from './MessagePreviewText';
import { phoneColors } from './phoneColors';
import type { SimulatorChatSummary } from './simulatorApi';

/** A chat of the list: one the server knows (it has messages), or a contact just added with none yet. */
export type PhoneChat = Pick<SimulatorChatSummary, 'contactNumber' | 'contactName'> & {
  last: SimulatorChatSummary | null;
};

interface ChatListProps {
  chats: readonly PhoneChat[];
  selected: string | null;
  onSelect(number: string): void;
  onNewContact(): void;
  /** Today's chats show the time of their last message; older ones the date too. */
  today: string;
}

/** The simulated contacts, newest conversation first, with the button to add one. */
export function ChatList({ chats, selected, onSelect, onNewContact, today }: ChatListProps) {
  const { t } = useTranslation();
  const colors = phoneColors(useTheme());
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minWidth: 0 }}>
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2,
          py: 1.25,
          bgcolor: colors.header,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {t('simulator.chats')}
        </Typography>
        <Button size="small" startIcon={<PersonAddAlt1OutlinedIcon />} onClick={onNewContact} data-testid="new-contact">
          {t('simulator.newContact')}
        </Button>
      </Stack>
      {chats.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', p: 3, textAlign: 'center' }}>
          {t('simulator.noChats')}
        </Typography>
      ) : (
        <List disablePadding sx={{ overflowY: 'auto', flex: 1 }} aria-label={t('simulator.chats')}>
          {chats.map((chat) => (
            <ListItemButton
              key={chat.contactNumber}
              selected={chat.contactNumber === selected}
              onClick={() => onSelect(chat.contactNumber)}
              data-testid="phone-chat"
              data-number={chat.contactNumber}
              sx={{ borderRadius: 0, borderBottom: 1, borderColor: 'divider', py: 1.25 }}
            >
              <ListItemAvatar>
                <ContactAvatar name={chat.contactName} number={chat.contactNumber} />
              </ListItemAvatar>
              <ListItemText
                primary={chat.contactName || formatPhoneNumber(chat.contactNumber)}
                secondary={
                  chat.last ? (
                    <MessagePreviewText kind={chat.last.kind} body={chat.last.body} />
                  ) : (
                    formatPhoneNumber(chat.contactNumber)
                  )
                }
                slotProps={{ primary: { noWrap: true, sx: { fontWeight: 600 } }, secondary: { noWrap: true } }}
              />
              {chat.last && (
                <Typography
                  variant="caption"
                  sx={{ color: 'text.secondary', alignSelf: 'flex-start', ml: 1, whiteSpace: 'nowrap' }}
                >
                  {dayKeyOf(new Date(chat.last.createdAt)) === today
                    ? formatTimeOfDay(chat.last.createdAt)
                    : formatShortDateTime(chat.last.createdAt)}
                </Typography>
              )}
            </ListItemButton>
          ))}
        </List>
      )}
    </Box>
  );
}
