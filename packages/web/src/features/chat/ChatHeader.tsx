import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowBackOutlinedIcon from '@mui/icons-material/ArrowBackOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import DoneAllOutlinedIcon from '@mui/icons-material/DoneAllOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import ReplayOutlinedIcon from '@mui/icons-material/ReplayOutlined';
import ScheduleSendOutlinedIcon from '@mui/icons-material/ScheduleSendOutlined';
import SearchOutlinedIcon from '@mui/icons-material/SearchOutlined';
import SwapHorizOutlinedIcon from '@mui/icons-material/SwapHorizOutlined';
import UndoOutlinedIcon from '@mui/icons-material/UndoOutlined';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { can, type TicketView } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { progressPercent } from '../../lib/download';
import { useDownload } from '../../lib/useDownload';
import { useCurrentUser } from '../auth/sessionContext';
import { ContactAvatar } from '../contacts/ContactAvatar';
import { ChatDialog, type ChatDialogTarget } from '../internal-chat/ChatDialog';
import { useCompanyPlan } from '../plan/useCompanyPlan';
import { ScheduleDialog } from '../schedules/ScheduleDialog';
import { AwaitingRatingChip } from '../tickets/AwaitingRatingChip';
import { useOpenTicketShortcuts } from '../shortcuts/useOpenTicketShortcuts';
import { useTicketActions } from '../tickets/ticketActionsContext';
import { canTransfer } from '../tickets/ticketTransitions';
import { useFarewell } from './useFarewell';
import { transcriptPath } from './chatApi';
import { voiceCallUrl, VOICE_CALL_POPUP } from './voiceCall';

interface ChatHeaderProps {
  ticket: TicketView;
  presence: string | null;
  /** Little room: only the main action stays on the bar, the rest goes into the menu. */
  compact: boolean;
  drawerOpen: boolean;
  /** Back to the ticket lists; without it, to /tickets by address. */
  onBack?: (() => void) | undefined;
  onToggleDrawer(): void;
  /** Opens the search in the conversation (no search action without it). */
  onSearch?: (() => void) | undefined;
}

interface HeaderAction {
  key: string;
  label: string;
  icon: typeof CheckCircleOutlineIcon;
  run(): void;
  tone?: 'error';
}

/**
 * The chat's top bar (spec 1 §2): back to /tickets, who the contact is, the ticket number and its attendant, and the
 * actions of the states table for the ticket's status (a ticket waiting for its rating shows that instead). Internal chat
 * and scheduling a message show only with the plan's useInternalChat and useSchedules.
 * With little room everything but the main action moves into the menu.
 */
export function ChatHeader({
  ticket,
  presence,
  compact,
  drawerOpen,
  onBack,
  onToggleDrawer,
  onSearch,
}: ChatHeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const plan = useCompanyPlan();
  const actions = useTicketActions();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [resolveMenu, setResolveMenu] = useState<HTMLElement | null>(null);
  const [internalChat, setInternalChat] = useState<ChatDialogTarget | null>(null);
  const [scheduling, setScheduling] = useState(false);
  const farewell = useFarewell(ticket);
  const transcript = useDownload();
  const busy = actions.busyTicketId === ticket.id;
  const handling = ticket.status === 'open' || ticket.status === 'group';
  const resolveButton = useRef<HTMLButtonElement>(null);
  // The keys do what the bar's buttons do, and only while those buttons are there and not waiting.
  useOpenTicketShortcuts({
    accept: ticket.status === 'pending' && !busy ? () => actions.run('accept', ticket) : undefined,
    resolve: handling && !busy ? () => setResolveMenu(resolveButton.current) : undefined,
    transfer: canTransfer(ticket) ? () => actions.transfer(ticket) : undefined,
  });

  const secondary: HeaderAction[] = onSearch
    ? [{ key: 'search', label: t('chat.actions.search'), icon: SearchOutlinedIcon, run: onSearch }]
    : [];
  if (handling)
    secondary.push({
      key: 'returnToQueue',
      label: t('chat.actions.returnToQueue'),
      icon: UndoOutlinedIcon,
      run: () => actions.run('returnToQueue', ticket),
    });
  if (handling || ticket.status === 'pending')
    secondary.push({
      key: 'transfer',
      label: t('chat.actions.transfer'),
      icon: SwapHorizOutlinedIcon,
      run: () => actions.transfer(ticket),
    });
  if (ticket.channel === 'whatsapp') {
    secondary.push({
      key: 'voiceCall',
      label: t('chat.actions.voiceCall'),
      icon: PhoneOutlinedIcon,
      run: () => {
        const url = voiceCallUrl(ticket);
        if (url) window.open(url, 'wavoip', VOICE_CALL_POPUP);
        else handleApiError(t('chat.voiceCallUnavailable'));
      },
    });
  }
  if (plan.data?.plan.useSchedules) {
    secondary.push({
      key: 'schedule',
      label: t('chat.actions.schedule'),
      icon: ScheduleSendOutlinedIcon,
      // In place: the conversation stays open behind the dialog.
      run: () => setScheduling(true),
    });
  }
  if (plan.data?.plan.useInternalChat) {
    // A new internal chat about this ticket: the attendant picks whom to talk to, and lands in the chat.
    const about = {
      chat: null,
      initialTitle: t('internalChat.dialog.ticketTitle', { id: ticket.id, name: ticket.contact.name }),
    };
    secondary.push({
      key: 'internalChat',
      label: t('chat.actions.internalChat'),
      icon: ForumOutlinedIcon,
      run: () => setInternalChat(about),
    });
  }
  const menuOnly: HeaderAction[] = [
    {
      key: 'transcript',
      label: t('chat.actions.transcript'),
      icon: FileDownloadOutlinedIcon,
      run: () => void transcript.start(transcriptPath(ticket.id), `${t('chat.transcriptFileName')}-${ticket.id}.html`),
    },
  ];
  if (can(user, 'ticket-options:deleteTicket'))
    menuOnly.push({
      key: 'delete',
      label: t('chat.actions.delete'),
      icon: DeleteOutlineOutlinedIcon,
      run: () => actions.remove(ticket),
      tone: 'error',
    });
  const drawerEntry: HeaderAction = {
    key: 'drawer-toggle',
    label: t('chat.actions.contactInfo'),
    icon: InfoOutlinedIcon,
    run: onToggleDrawer,
  };
  const inMenu = compact ? [...secondary, drawerEntry, ...menuOnly] : menuOnly;
  const choose = (action: HeaderAction) => {
    setMenu(null);
    action.run();
  };

  const subtitle = [
    t('chat.ticketNumber', { id: ticket.id }),
    ticket.user ? t('chat.assignedTo', { name: ticket.user.name }) : t('chat.unassigned'),
  ].join(' · ');

  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{
        alignItems: 'center',
        px: 1,
        py: 1,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        minHeight: 64,
        position: 'relative',
      }}
      data-testid="chat-header"
    >
      {transcript.progress && (
        // The transcript comes with its size: a thin bar along the header's foot shows how much has arrived.
        <LinearProgress
          variant={progressPercent(transcript.progress) === null ? 'indeterminate' : 'determinate'}
          value={progressPercent(transcript.progress) ?? 0}
          aria-label={t('chat.actions.transcript')}
          sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, height: 3 }}
          data-testid="chat-transcript-progress"
        />
      )}
      <Tooltip title={t('chat.back')}>
        <IconButton
          aria-label={t('chat.back')}
          onClick={onBack ?? (() => void navigate('/tickets'))}
          data-testid="chat-back"
        >
          <ArrowBackOutlinedIcon />
        </IconButton>
      </Tooltip>
      <Box
        component="button"
        type="button"
        onClick={onToggleDrawer}
        aria-label={t('chat.actions.contactInfo')}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.25,
          minWidth: 0,
          flex: 1,
          p: 0,
          border: 0,
          bgcolor: 'transparent',
          color: 'inherit',
          textAlign: 'left',
          cursor: 'pointer',
          font: 'inherit',
        }}
      >
        <ContactAvatar contact={ticket.contact} size={40} />
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="subtitle1"
            noWrap
            sx={{ fontWeight: 600, lineHeight: 1.3 }}
            data-testid="chat-contact-name"
          >
            {ticket.contact.name}
          </Typography>
          <Typography
            variant="caption"
            noWrap
            component="p"
            sx={{ color: presence ? 'primary.main' : 'text.secondary' }}
          >
            {presence === 'composing' || presence === 'recording' ? t(`chat.presence.${presence}`) : subtitle}
          </Typography>
        </Box>
      </Box>
      {ticket.status === 'pending' && (
        <Button
          variant="contained"
          size="small"
          startIcon={<CheckCircleOutlineIcon />}
          loading={busy}
          onClick={() => actions.run('accept', ticket)}
          data-testid="chat-accept"
        >
          {t('chat.actions.accept')}
        </Button>
      )}
      {handling && (
        <>
          <Button
            variant="contained"
            size="small"
            startIcon={<DoneAllOutlinedIcon />}
            loading={busy}
            ref={resolveButton}
            onClick={(event) => setResolveMenu(event.currentTarget)}
            data-testid="chat-resolve"
          >
            {t('chat.actions.resolve')}
          </Button>
          <Menu anchorEl={resolveMenu} open={resolveMenu !== null} onClose={() => setResolveMenu(null)}>
            <MenuItem
              data-testid="chat-resolve-farewell"
              onClick={() => {
                setResolveMenu(null);
                actions.run('resolve', ticket);
              }}
            >
              <ListItemText
                primary={t('chat.actions.resolveWithFarewell')}
                secondary={farewell.configured ? undefined : t('chat.actions.noFarewell')}
              />
            </MenuItem>
            <MenuItem
              data-testid="chat-resolve-silent"
              onClick={() => {
                setResolveMenu(null);
                actions.run('resolveSilently', ticket);
              }}
            >
              {t('chat.actions.resolveWithoutFarewell')}
            </MenuItem>
            {!ticket.isGroup && (
              <MenuItem
                data-testid="chat-resolve-rating"
                onClick={() => {
                  setResolveMenu(null);
                  actions.run('resolveWithRating', ticket);
                }}
              >
                {t('chat.actions.resolveWithRating')}
              </MenuItem>
            )}
          </Menu>
        </>
      )}
      {ticket.status === 'nps' && <AwaitingRatingChip />}
      {ticket.status === 'closed' && (
        <Button
          variant="outlined"
          size="small"
          startIcon={<ReplayOutlinedIcon />}
          loading={busy}
          onClick={() => actions.run('reopen', ticket)}
          data-testid="chat-reopen"
        >
          {t('chat.actions.reopen')}
        </Button>
      )}
      {!compact &&
        secondary.map((action) => (
          <Tooltip key={action.key} title={action.label}>
            <IconButton aria-label={action.label} onClick={action.run} data-testid={`chat-${action.key}`}>
              <action.icon />
            </IconButton>
          </Tooltip>
        ))}
      {!compact && (
        <Tooltip title={t('chat.actions.contactInfo')}>
          <IconButton
            aria-label={t('chat.actions.contactInfo')}
            aria-pressed={drawerOpen}
            color={drawerOpen ? 'primary' : 'default'}
            onClick={onToggleDrawer}
            data-testid="chat-drawer-toggle"
          >
            <InfoOutlinedIcon />
          </IconButton>
        </Tooltip>
      )}
      {inMenu.length > 0 && (
        <>
          <Tooltip title={t('chat.actions.more')}>
            <IconButton
              aria-label={t('chat.actions.more')}
              onClick={(event) => setMenu(event.currentTarget)}
              data-testid="chat-more"
            >
              <MoreVertIcon />
            </IconButton>
          </Tooltip>
          <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
            {inMenu.map((action, index) => [
              action.tone === 'error' && index > 0 ? <Divider key={`${action.key}-divider`} /> : null,
              <MenuItem
                key={action.key}
                onClick={() => choose(action)}
                sx={action.tone === 'error' ? { color: 'error.main' } : undefined}
                data-testid={`chat-${action.key}`}
              >
                <ListItemIcon sx={action.tone === 'error' ? { color: 'inherit' } : undefined}>
                  <action.icon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={action.label} />
              </MenuItem>,
            ])}
          </Menu>
        </>
      )}
      <ChatDialog
        target={internalChat}
        onClose={() => setInternalChat(null)}
        onSaved={(chat) => void navigate(`/chats/${chat.uuid}`)}
      />
      <ScheduleDialog
        target={scheduling ? { contactId: ticket.contactId } : null}
        onClose={() => setScheduling(false)}
      />
    </Stack>
  );
}
