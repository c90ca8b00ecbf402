import { useState } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import { EXTERNAL_API_DOCUMENT_PATH, externalSendAnswerSchema } from '@guiche/shared';
import { API_PREFIX } from '../../api/http';
import { ApiError } from '../../api/ApiError';
import { handleApiError } from '../../api/errorHandler';
import { PageHeader } from '../../components/PageHeader';
import { useConnections } from '../connections/useConnections';
import { curlExamples } from './externalApiExamples';

/** A test send exactly as another system makes it: the connection's token as bearer, not the user's session. */
async function testSend(token: string, number: string, body: string, file: File | null) {
  const init: RequestInit = { method: 'POST', headers: { authorization: `Bearer ${token}` } };
  if (file) {
    const form = new FormData();
    form.append('number', number);
    form.append('body', body);
    form.append('medias', file);
    init.body = form;
  } else {
    init.headers = { ...init.headers, 'content-type': 'application/json' };
    init.body = JSON.stringify({ number, body });
  }
  const response = await fetch(`${API_PREFIX}/messages/send`, init);
  const answer: unknown = await response.json();
  if (!response.ok) throw new ApiError(response.status, answer as { error: string });
  return externalSendAnswerSchema.parse(answer);
}

/** /messages-api (spec 3 §2): how to send text and media through the external API, with curl and a test form. */
export default function MessagesApiPage() {
  const { t } = useTranslation();
  const connections = useConnections();
  const [token, setToken] = useState('');
  const [number, setNumber] = useState('');
  const [body, setBody] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const examples = curlExamples(window.location.origin, token);
  const send = useMutation({ mutationFn: () => testSend(token, number, body, file), onSuccess: () => toast.success(t('messagesApi.sent')), onError: handleApiError });

  return (
    <section data-testid="messages-api-page">
      <PageHeader title={t('pages.messagesApi')} />
      <Stack spacing={2}>
        <Typography color="text.secondary">{t('messagesApi.intro')}</Typography>
        <Typography variant="body2">{t('messagesApi.fields')}</Typography>
        <Typography variant="body2">
          {t('messagesApi.documentIntro')}{' '}
          <Link href={`${API_PREFIX}${EXTERNAL_API_DOCUMENT_PATH}`} target="_blank" rel="noopener" data-testid="messages-api-openapi">
            {t('messagesApi.document')}
          </Link>
        </Typography>
        <TextField select size="small" label={t('messagesApi.token')} value={token} onChange={(e) => setToken(e.target.value)} sx={{ maxWidth: 420 }} data-testid="messages-api-token">
          {(connections.data ?? [])
            .filter((connection) => connection.token)
            .map((connection) => (
              <MenuItem key={connection.id} value={connection.token ?? ''}>
                {connection.name}
              </MenuItem>
            ))}
        </TextField>
        {(['text', 'media'] as const).map((kind) => (
          <Paper key={kind} variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
              {kind === 'text' ? t('messagesApi.textTitle') : t('messagesApi.mediaTitle')}
            </Typography>
            <Typography component="pre" sx={{ m: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', overflowX: 'auto', fontFamily: 'monospace', fontSize: 13 }} data-testid={`curl-${kind}`}>
              {examples[kind]}
            </Typography>
          </Paper>
        ))}
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
            <TextField size="small" label={t('messagesApi.number')} value={number} onChange={(e) => setNumber(e.target.value.replace(/\D/g, ''))} />
            <TextField size="small" label={t('messagesApi.body')} value={body} onChange={(e) => setBody(e.target.value)} sx={{ flexGrow: 1 }} />
            <Button component="label" variant="outlined">
              {file ? file.name : t('messagesApi.file')}
              <input hidden type="file" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
            </Button>
            <Button variant="contained" disabled={!token || !number || send.isPending} onClick={() => send.mutate()}>
              {t('messagesApi.send')}
            </Button>
          </Stack>
        </Paper>
      </Stack>
    </section>
  );
}
