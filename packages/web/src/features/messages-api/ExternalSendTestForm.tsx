import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../api/errorHandler';
import { CodeBlock } from './CodeBlock';
import { refusalOf, testSend, type TestSendAnswer } from './externalSendRequest';

/**
 * The test form of /messages-api (spec 3 §2), on the guide and under the reference's operation: sends with the
 * chosen connection's token and shows what the API answered, refusals included, as the caller would see it. Plain
 * state rather than react-hook-form with the shared schema on purpose: nothing is checked here, so that a short
 * number or an empty body reaches the API and its refusal can be read.
 */
export function ExternalSendTestForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const [number, setNumber] = useState('');
  const [body, setBody] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState('');
  const [answer, setAnswer] = useState<TestSendAnswer | null>(null);
  const send = useMutation({
    mutationFn: () => testSend({ token, number, body, file, idempotencyKey }),
    onSuccess: (result) => {
      setAnswer(result);
      const refusal = refusalOf(result);
      if (refusal) handleApiError(refusal);
      else toast.success(t('messagesApi.sent'));
    },
    onError: handleApiError,
  });

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="messages-api-test-form">
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
        {t('messagesApi.tryIt')}
      </Typography>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap' }}
        useFlexGap
      >
        <TextField
          size="small"
          label={t('messagesApi.number')}
          value={number}
          onChange={(e) => setNumber(e.target.value.replace(/\D/g, ''))}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          size="small"
          label={t('messagesApi.body')}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          sx={{ flexGrow: 1, minWidth: 200 }}
        />
        <TextField
          size="small"
          label="Idempotency-Key"
          value={idempotencyKey}
          onChange={(e) => setIdempotencyKey(e.target.value)}
          helperText={t('messagesApi.idempotencyHint')}
        />
        <Button component="label" variant="outlined">
          {file ? file.name : t('messagesApi.file')}
          <input hidden type="file" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </Button>
        <Button variant="contained" disabled={!token || !number || send.isPending} onClick={() => send.mutate()}>
          {t('messagesApi.send')}
        </Button>
      </Stack>
      {!token && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('messagesApi.chooseToken')}
        </Typography>
      )}
      {answer && (
        <Stack spacing={1} sx={{ mt: 2 }} data-testid="messages-api-answer">
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2">{t('messagesApi.answer')}</Typography>
            <Chip size="small" label={answer.status} color={answer.status < 300 ? 'success' : 'error'} />
            {answer.replayed && <Chip size="small" variant="outlined" label="Idempotent-Replayed: true" />}
          </Stack>
          <CodeBlock>{typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body, null, 2)}</CodeBlock>
        </Stack>
      )}
    </Paper>
  );
}
