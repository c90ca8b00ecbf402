import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { useConnections } from '../connections/useConnections';
import { ApiReference } from './ApiReference';
import { MessagesApiGuide } from './MessagesApiGuide';

type TabKey = 'guide' | 'reference';

/**
 * /messages-api (spec 3 §2): a guide (curl for text and media, the test form) and the interactive reference of the
 * OpenAPI document (issue 18). The tab is in the address (?tab=reference) so the reference can be linked. The
 * connection chosen here signs the examples and the test sends of both tabs.
 */
export default function MessagesApiPage() {
  const { t } = useTranslation();
  const connections = useConnections();
  const [params, setParams] = useSearchParams();
  const tab: TabKey = params.get('tab') === 'reference' ? 'reference' : 'guide';
  const [token, setToken] = useState('');

  return (
    <section data-testid="messages-api-page">
      <PageHeader title={t('pages.messagesApi')} />
      <Stack spacing={2}>
        <Typography color="text.secondary">{t('messagesApi.intro')}</Typography>
        <TextField
          select
          size="small"
          label={t('messagesApi.token')}
          value={token}
          onChange={(e) => setToken(e.target.value)}
          sx={{ maxWidth: 420 }}
          data-testid="messages-api-token"
        >
          {(connections.data ?? [])
            .filter((connection) => connection.token)
            .map((connection) => (
              <MenuItem key={connection.id} value={connection.token ?? ''}>
                {connection.name}
              </MenuItem>
            ))}
        </TextField>
        <Tabs
          value={tab}
          onChange={(_event, value: TabKey) => setParams(value === 'guide' ? {} : { tab: value }, { replace: true })}
        >
          <Tab value="guide" label={t('messagesApi.tabs.guide')} data-testid="messages-api-tab-guide" />
          <Tab value="reference" label={t('messagesApi.tabs.reference')} data-testid="messages-api-tab-reference" />
        </Tabs>
        {tab === 'guide' ? <MessagesApiGuide token={token} /> : <ApiReference token={token} />}
      </Stack>
    </section>
  );
}
