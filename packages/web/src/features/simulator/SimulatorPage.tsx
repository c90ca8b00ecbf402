import { useEffect } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import PhoneIphoneOutlinedIcon from '@mui/icons-material/PhoneIphoneOutlined';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { useConnections } from '../connections/useConnections';
import { PairingPanel } from './PairingPanel';
import { fetchSimulatorState, simulatorKeys } from './simulatorApi';
import { SimulatorPhone } from './SimulatorPhone';
import { useSimulatorLive } from './useSimulatorLive';

/** One simulator connection: its pairing, and once connected, the phones of its contacts. */
function SimulatorConnection({ whatsappId }: { whatsappId: number }) {
  useSimulatorLive(whatsappId);
  const state = useQuery({ queryKey: simulatorKeys.state(whatsappId), queryFn: () => fetchSimulatorState(whatsappId) });
  if (state.isError && !state.data) return <LoadError onRetry={() => void state.refetch()} />;
  if (!state.data) return <Skeleton variant="rounded" height={360} />;
  return (
    <>
      <PairingPanel state={state.data} />
      {state.data.status === 'CONNECTED' && <SimulatorPhone whatsappId={whatsappId} chats={state.data.chats} />}
    </>
  );
}

/**
 * /simulator (admins): play the customers of a simulator connection, a demo channel with no real phone. The
 * connection comes from ?connection={id} (the QR dialog links here), else the first simulator connection.
 */
export default function SimulatorPage() {
  const { t } = useTranslation();
  const connections = useConnections();
  const [params, setParams] = useSearchParams();
  const simulators = (connections.data ?? []).filter((connection) => connection.channel === 'simulator');
  const requested = Number(params.get('connection'));
  const chosen = simulators.find((connection) => connection.id === requested) ?? simulators[0];

  // Keep the address naming the connection on screen, so a reload or a shared link opens the same one.
  const chosenId = chosen?.id;
  useEffect(() => {
    if (chosenId !== undefined && chosenId !== requested)
      setParams({ connection: String(chosenId) }, { replace: true });
  }, [chosenId, requested, setParams]);

  return (
    <section data-testid="simulator-page">
      <PageHeader
        title={t('pages.simulator')}
        actions={
          simulators.length > 0 && (
            <TextField
              select
              size="small"
              label={t('simulator.connection')}
              value={chosen?.id ?? ''}
              onChange={(event) => setParams({ connection: String(event.target.value) })}
              sx={{ minWidth: { xs: '100%', sm: 260 } }}
              data-testid="simulator-connection-picker"
            >
              {simulators.map((connection) => (
                <MenuItem key={connection.id} value={connection.id}>
                  {connection.name}
                </MenuItem>
              ))}
            </TextField>
          )
        }
      />
      {connections.isError && !connections.data ? (
        <LoadError message={t('common.listLoadFailed')} onRetry={() => void connections.refetch()} />
      ) : connections.isPending ? (
        <Skeleton variant="rounded" height={360} />
      ) : chosen ? (
        <SimulatorConnection key={chosen.id} whatsappId={chosen.id} />
      ) : (
        <Card>
          <EmptyState
            icon={<PhoneIphoneOutlinedIcon />}
            title={t('simulator.emptyTitle')}
            text={t('simulator.emptyText')}
            action={
              <Button component={RouterLink} to="/connections" variant="contained">
                {t('simulator.goToConnections')}
              </Button>
            }
          />
        </Card>
      )}
    </section>
  );
}
