import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isErrorCode } from '@guiche/shared';
import { LoadError } from '../../components/LoadError';
import { PageSkeleton } from '../../components/PageSkeleton';
import { CodeBlock } from './CodeBlock';
import { DocText, InlineCode } from './DocText';
import { ExternalSendTestForm } from './ExternalSendTestForm';
import type { OperationView, ResponseView } from './openApiReference';
import { ReferenceFieldsTable } from './ReferenceFieldsTable';
import { useExternalApiReference } from './useExternalApiReference';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={1}>
      <Typography
        variant="subtitle2"
        sx={{ fontWeight: 700, textTransform: 'uppercase', letterSpacing: 0.5, color: 'text.secondary' }}
      >
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

function Response({ response }: { response: ResponseView }) {
  const { t } = useTranslation();
  const ok = response.status.startsWith('2');
  return (
    <Stack spacing={1} data-testid={`reference-response-${response.status}`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Chip
          size="small"
          label={response.status}
          color={ok ? 'success' : 'warning'}
          variant={ok ? 'filled' : 'outlined'}
        />
        <DocText text={response.description} />
      </Stack>
      {response.errors.map(({ code, cause }) => (
        <Stack key={code} spacing={0.25} sx={{ pl: 2 }}>
          <Typography variant="body2">
            <InlineCode>{code}</InlineCode> {isErrorCode(code) ? t(`errors.${code}`) : ''}
          </Typography>
          <DocText text={cause} color="text.secondary" />
        </Stack>
      ))}
      {response.headers.map((header) => (
        <Typography key={header.name} variant="body2" sx={{ pl: 2 }} component="div">
          {t('messagesApi.reference.header')} <InlineCode>{header.name}</InlineCode>{' '}
          <DocText component="span" text={header.description} />
        </Typography>
      ))}
      {response.fields.length > 0 && (
        <ReferenceFieldsTable fields={response.fields} testId={`reference-response-${response.status}-fields`} />
      )}
    </Stack>
  );
}

function Operation({ operation, token }: { operation: OperationView; token: string }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={`reference-operation-${operation.id}`}>
      <Stack spacing={2.5}>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <Chip label={operation.method} color="primary" size="small" sx={{ fontWeight: 700 }} />
            <Typography sx={{ fontFamily: 'monospace', fontWeight: 600 }}>{operation.path}</Typography>
            <DocText text={operation.summary} color="text.secondary" />
          </Stack>
          <CodeBlock>{operation.url}</CodeBlock>
          <DocText text={operation.description} />
        </Stack>
        <Section title={t('messagesApi.reference.auth')}>
          {operation.auth.map((auth) => (
            <Stack key={auth.header} spacing={0.5}>
              <InlineCode>{auth.header}</InlineCode>
              <DocText text={auth.description} color="text.secondary" />
            </Stack>
          ))}
        </Section>
        {operation.parameters.length > 0 && (
          <Section title={t('messagesApi.reference.parameters')}>
            <ReferenceFieldsTable fields={operation.parameters} testId="reference-parameters" />
          </Section>
        )}
        <Section title={t('messagesApi.reference.requestBody')}>
          {operation.bodies.map((body) => (
            <Stack key={body.contentType} spacing={0.5}>
              <Typography variant="body2">
                <InlineCode>{body.contentType}</InlineCode>{' '}
                {body.contentType.startsWith('multipart/')
                  ? t('messagesApi.reference.multipart')
                  : t('messagesApi.reference.json')}
              </Typography>
              <ReferenceFieldsTable
                fields={body.fields}
                testId={`reference-body-${body.contentType.split('/')[0] ?? ''}`}
              />
            </Stack>
          ))}
        </Section>
        <Section title={t('messagesApi.reference.responses')}>
          <Stack spacing={2} divider={<Divider flexItem />}>
            {operation.responses.map((response) => (
              <Response key={response.status} response={response} />
            ))}
          </Stack>
        </Section>
        {operation.errorBody.length > 0 && (
          <Section title={t('messagesApi.reference.errorBody')}>
            <ReferenceFieldsTable fields={operation.errorBody} testId="reference-error-body" />
          </Section>
        )}
        <ExternalSendTestForm token={token} />
      </Stack>
    </Paper>
  );
}

/** The reference tab of /messages-api: the server's OpenAPI document rendered, each operation with a try-it form. */
export function ApiReference({ token }: { token: string }) {
  const { t } = useTranslation();
  const reference = useExternalApiReference();
  if (reference.isPending) return <PageSkeleton />;
  if (reference.isError) return <LoadError onRetry={() => void reference.refetch()} />;
  const { title, version, description, operations } = reference.data;
  return (
    <Stack spacing={2} data-testid="messages-api-reference">
      <Stack spacing={0.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="h6">{title}</Typography>
          <Chip size="small" variant="outlined" label={`${t('messagesApi.reference.version')} ${version}`} />
        </Stack>
        <DocText text={description} color="text.secondary" />
      </Stack>
      {operations.map((operation) => (
        <Operation key={operation.id} operation={operation} token={token} />
      ))}
    </Stack>
  );
}
