import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { ChatList, type PhoneChat } from './ChatList';
import { dayKeyOf } from './chatTimeline';
import { Conversation } from './Conversation';
import { NewContactDialog } from './NewContactDialog';
import { phoneColors } from './phoneColors';
import type { NewContact } from './phoneForms';
import type { SimulatorChatSummary } from './simulatorApi';

interface SimulatorPhoneProps {
  whatsappId: number;
  chats: readonly SimulatorChatSummary[];
}

/**
 * The simulated phones of a connection, two panes like WhatsApp Web: the contacts on the left, the chat on the
 * right. On a phone-sized screen one pane shows at a time, with a back button. A contact added here lives only
 * in this page until its first message reaches the server.
 */
export function SimulatorPhone({ whatsappId, chats }: SimulatorPhoneProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const single = useMediaQuery(theme.breakpoints.down('md'));
  const colors = phoneColors(theme);
  const [drafts, setDrafts] = useState<NewContact[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [today] = useState(() => dayKeyOf(new Date()));

  const list = useMemo<PhoneChat[]>(() => {
    // The server names a chat after its latest message, which has no name when the company wrote it last.
    const typedName = (number: string) => drafts.find((draft) => draft.number === number)?.name || null;
    const known = chats.map((chat) => ({
      contactNumber: chat.contactNumber,
      contactName: chat.contactName ?? typedName(chat.contactNumber),
      last: chat,
    }));
    const pending = drafts
      .filter((draft) => !chats.some((chat) => chat.contactNumber === draft.number))
      .map((draft) => ({ contactNumber: draft.number, contactName: draft.name || null, last: null }));
    return [...pending, ...known];
  }, [chats, drafts]);

  const current = list.find((chat) => chat.contactNumber === selected) ?? null;

  const create = (contact: NewContact) => {
    setDrafts((previous) => [contact, ...previous.filter((draft) => draft.number !== contact.number)]);
    setSelected(contact.number);
    setAdding(false);
  };

  const showList = !single || current === null;
  const showChat = !single || current !== null;

  return (
    <Paper
      variant="outlined"
      data-testid="simulator-phone"
      sx={{
        display: 'grid',
        gridTemplateColumns: single ? '1fr' : 'minmax(260px, 340px) 1fr',
        // What is left of the screen under the app bar, the page header and the pairing line (taller when stacked).
        height: { xs: 'calc(100dvh - 300px)', md: 'calc(100dvh - 250px)' },
        minHeight: 440,
        overflow: 'hidden',
        borderRadius: 3,
      }}
    >
      {showList && (
        <Box sx={{ borderRight: single ? 0 : 1, borderColor: 'divider', minHeight: 0 }}>
          <ChatList
            chats={list}
            selected={selected}
            onSelect={setSelected}
            onNewContact={() => setAdding(true)}
            today={today}
          />
        </Box>
      )}
      {showChat && (
        <Box sx={{ minHeight: 0, minWidth: 0 }}>
          {current ? (
            <Conversation
              key={current.contactNumber}
              whatsappId={whatsappId}
              number={current.contactNumber}
              // The name typed for a new contact goes with its messages; a known chat keeps the name it has.
              contactName={current.contactName || undefined}
              onBack={single ? () => setSelected(null) : undefined}
            />
          ) : (
            <Box sx={{ height: '100%', display: 'grid', placeItems: 'center', bgcolor: colors.wallpaper }}>
              <EmptyState
                icon={<ForumOutlinedIcon />}
                title={t('simulator.pickChatTitle')}
                text={t('simulator.pickChat')}
              />
            </Box>
          )}
        </Box>
      )}
      {adding && <NewContactDialog onClose={() => setAdding(false)} onCreate={create} />}
    </Paper>
  );
}
