import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EXTERNAL_API_DOCUMENT_PATH } from '@guiche/shared';
import { API_PREFIX } from '../../api/http';
import { CodeBlock } from './CodeBlock';
import { ExternalSendTestForm } from './ExternalSendTestForm';
import { curlExamples } from './externalApiExamples';

/** The guide tab of /messages-api (spec 3 §2): the fields, text and media sends with curl, and the test form. */
export function MessagesApiGuide({ token }: { token: string }) {
  const { t } = useTranslation();
  const examples = curlExamples(window.location.origin, token);
  return (
    <Stack spacing={2}>
      <Typography variant="body2">{t('messagesApi.fields')}</Typography>
      <Typography variant="body2">
        {t('messagesApi.documentIntro')}{' '}
        <Link
          href={`${API_PREFIX}${EXTERNAL_API_DOCUMENT_PATH}`}
          target="_blank"
          rel="noopener"
          data-testid="messages-api-openapi"
        >
          {t('messagesApi.document')}
        </Link>
      </Typography>
      {(['text', 'media'] as const).map((kind) => (
        <Paper key={kind} variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            {kind === 'text' ? t('messagesApi.textTitle') : t('messagesApi.mediaTitle')}
          </Typography>
          <CodeBlock testId={`curl-${kind}`}>{examples[kind]}</CodeBlock>
        </Paper>
      ))}
      <ExternalSendTestForm token={token} />
    </Stack>
  );
}
