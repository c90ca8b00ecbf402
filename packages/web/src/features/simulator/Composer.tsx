import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import AttachFileOutlinedIcon from '@mui/icons-material/AttachFileOutlined';
import CloseOutlinedIcon from '@mui/icons-material/CloseOutlined';
import KeyboardOutlinedIcon from '@mui/icons-material/KeyboardOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import SendRoundedIcon from '@mui/icons-material/SendRounded';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import { AttachButton } from '../../components/AttachButton';
import { LocationDialog } from './LocationDialog';
import { MessagePreviewText } from './MessagePreviewText';
import { phoneColors } from './phoneColors';
import type { SimulatorMessage } from './simulatorApi';
import { useSendFromPhone } from './useSendFromPhone';
import { useTypingPresence } from './useTypingPresence';

/** The server takes files up to 16 MB; larger ones are refused here before the upload. */
const MEDIA_MAX_BYTES = 16 * 1024 * 1024;

interface ComposerProps {
  whatsappId: number;
  number: string;
  contactName: string | undefined;
  /** The message being answered, shown above the field until sent or cancelled. */
  quoting: SimulatorMessage | null;
  onCancelQuote(): void;
}

/**
 * Where the contact writes: text (Enter sends, Shift+Enter breaks the line), a file with the text as its caption,
 * a location, and a toggle for the 'typing…' signal the company sees.
 */
export function Composer({ whatsappId, number, contactName, quoting, onCancelQuote }: ComposerProps) {
  const { t } = useTranslation();
  const colors = phoneColors(useTheme());
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [locating, setLocating] = useState(false);
  const [showTyping, setShowTyping] = useState(true);
  const send = useSendFromPhone(whatsappId, number, contactName);
  const typing = useTypingPresence(whatsappId, number, showTyping);

  const sent = () => {
    setText('');
    setFile(null);
    onCancelQuote();
  };

  const submit = () => {
    if (send.isPending) return;
    typing.stopped();
    if (file) return send.mutate({ type: 'file', file, caption: text.trim() }, { onSuccess: sent });
    if (text.trim()) send.mutate({ type: 'text', body: text, quotedWid: quoting?.wid }, { onSuccess: sent });
  };

  const pick = (picked: File | undefined) => {
    if (!picked) return;
    if (picked.size > MEDIA_MAX_BYTES)
      return void toast.error(t('errors.ERR_FILE_TOO_LARGE'), { toastId: 'ERR_FILE_TOO_LARGE' });
    setFile(picked);
  };

  return (
    <Box sx={{ bgcolor: colors.header, borderTop: 1, borderColor: 'divider' }}>
      {quoting && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 1.5, pt: 1 }} data-testid="composer-quote">
          <Box
            sx={{
              flex: 1,
              minWidth: 0,
              px: 1,
              py: 0.5,
              borderRadius: 1,
              bgcolor: colors.quote,
              borderLeft: 4,
              borderLeftColor: 'primary.main',
            }}
          >
            <Typography variant="caption" sx={{ fontWeight: 700, display: 'block' }}>
              {t('simulator.replyingTo', {
                name: quoting.direction === 'in' ? t('simulator.you') : t('simulator.company'),
              })}
            </Typography>
            <Typography variant="caption" noWrap component="p">
              <MessagePreviewText kind={quoting.kind} body={quoting.body} isDeleted={quoting.isDeleted} />
            </Typography>
          </Box>
          <IconButton size="small" aria-label={t('simulator.cancelReply')} onClick={onCancelQuote}>
            <CloseOutlinedIcon fontSize="small" />
          </IconButton>
        </Stack>
      )}
      {file && (
        <Box sx={{ px: 1.5, pt: 1 }}>
          <Chip
            label={file.name}
            onDelete={() => setFile(null)}
            icon={<AttachFileOutlinedIcon />}
            deleteIcon={<CloseOutlinedIcon aria-label={t('simulator.removeAttachment')} />}
            sx={{ maxWidth: '100%' }}
          />
        </Box>
      )}
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-end', p: 1 }}>
        <Tooltip title={t('simulator.typingToggle')}>
          <IconButton
            aria-label={t('simulator.typingToggle')}
            aria-pressed={showTyping}
            color={showTyping ? 'primary' : 'default'}
            onClick={() => setShowTyping((on) => !on)}
          >
            <KeyboardOutlinedIcon />
          </IconButton>
        </Tooltip>
        <AttachButton label={t('simulator.attach')} testId="phone-file-input" onFiles={([file]) => pick(file)} />
        <Tooltip title={t('simulator.location')}>
          <IconButton aria-label={t('simulator.location')} onClick={() => setLocating(true)}>
            <PlaceOutlinedIcon />
          </IconButton>
        </Tooltip>
        <InputBase
          multiline
          maxRows={5}
          value={text}
          placeholder={file ? t('simulator.caption') : t('simulator.message')}
          onChange={(event) => {
            setText(event.target.value);
            typing.typed();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              submit();
            }
          }}
          slotProps={{ input: { 'aria-label': t('simulator.message') } }}
          sx={{ flex: 1, px: 1.5, py: 1, borderRadius: 5, bgcolor: 'background.paper', fontSize: 15 }}
        />
        <Tooltip title={t('simulator.send')}>
          <span>
            <IconButton
              color="primary"
              aria-label={t('simulator.send')}
              disabled={(!text.trim() && !file) || send.isPending}
              onClick={submit}
              data-testid="phone-send"
            >
              <SendRoundedIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
      {locating && (
        <LocationDialog
          sending={send.isPending}
          onClose={() => setLocating(false)}
          onSend={(location) =>
            send.mutate(
              { type: 'location', location, quotedWid: quoting?.wid },
              {
                onSuccess: () => {
                  setLocating(false);
                  onCancelQuote();
                },
              },
            )
          }
        />
      )}
    </Box>
  );
}
