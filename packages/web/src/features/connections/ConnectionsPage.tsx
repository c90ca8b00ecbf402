import { useCallback, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import type { Connection } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { useCurrentUser } from '../auth/sessionContext';
import { ConnectionDialog, type ConnectionDialogTarget } from './ConnectionDialog';
import { connectionsAccessOf } from './connectionsAccess';
import { connectionsKeys, deleteConnection } from './connectionsApi';
import { FacebookConnectDialog } from './FacebookConnectDialog';
import type { MetaChannel } from './facebookConnect';
import { ImportProgressCard } from './ImportProgressCard';
import { useImportProgress } from './useImportProgress';
import { removeRow } from '../../lib/pagedList';
import { ConnectionsTable } from './ConnectionsTable';
import { NewConnectionMenu } from './NewConnectionMenu';
import { QrCodeDialog } from './QrCodeDialog';
import { RestartConnectionsButton } from './RestartConnectionsButton';
import { SUPPORT_CHAT_URL } from './supportLink';
import { useConnections } from './useConnections';

/**
 * /connections (spec 2 §2): the live list with each session's buttons, the QR dialog, the message import's
 * progress, and for admins the add/edit modal, the Facebook/Instagram dialog and delete. Users with
 * allowConnections see the list and use the session actions (try again, new QR, disconnect, restart all).
 */
export default function ConnectionsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  // Session buttons for admins and users with allowConnections; adding, editing and deleting for admins only.
  const access = useMemo(() => connectionsAccessOf(user), [user]);
  const connections = useConnections();
  const [dialog, setDialog] = useState<ConnectionDialogTarget | null>(null);
  const [qrFor, setQrFor] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<Connection | null>(null);
  const [metaChannel, setMetaChannel] = useState<MetaChannel | null>(null);
  const importing = useImportProgress();

  const removal = useMutation({
    mutationFn: (connection: Connection) => deleteConnection(connection.id),
    onSuccess: (_nothing, connection) => {
      queryClient.setQueryData<Connection[]>(connectionsKeys.list, (list) => list && removeRow(list, connection.id));
      toast.success(t('common.success'));
    },
    onError: handleApiError,
    onSettled: () => setToDelete(null),
  });

  // Stable, so that the memoised rows do not re-render when the page does.
  const showQr = useCallback((connectionId: number) => setQrFor(connectionId), []);
  const edit = useCallback((connection: Connection) => setDialog({ connectionId: connection.id }), []);
  const confirmDelete = useCallback((connection: Connection) => setToDelete(connection), []);
  // The QR dialog closes itself from an effect that depends on this callback: it must not change either.
  const closeQr = useCallback(() => setQrFor(null), []);

  const saved = (connection: Connection, showQrNow: boolean) => {
    setDialog(null);
    if (showQrNow) setQrFor(connection.id);
  };

  return (
    <section data-testid="connections-page">
      <PageHeader
        title={t('pages.connections')}
        count={connections.data?.length}
        actions={
          <>
            {access.sessionActions && <RestartConnectionsButton />}
            {SUPPORT_CHAT_URL && (
              <Button
                variant="outlined"
                startIcon={<SupportAgentOutlinedIcon />}
                href={SUPPORT_CHAT_URL}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('connections.callSupport')}
              </Button>
            )}
            {access.add && (
              <NewConnectionMenu onPick={(channel) => setDialog({ channel })} onConnectMeta={setMetaChannel} />
            )}
          </>
        }
      />
      {importing.size > 0 && (
        <Stack spacing={2} sx={{ mb: 2 }}>
          {[...importing].map(([whatsappId, status]) => (
            <ImportProgressCard
              key={whatsappId}
              name={connections.data?.find((c) => c.id === whatsappId)?.name ?? ''}
              status={status}
            />
          ))}
        </Stack>
      )}
      {connections.isError && !connections.data ? (
        <LoadError message={t('common.listLoadFailed')} onRetry={() => void connections.refetch()} />
      ) : (
        <ConnectionsTable
          connections={connections.data ?? []}
          loading={connections.isPending}
          access={access}
          onShowQr={showQr}
          onEdit={edit}
          onDelete={confirmDelete}
        />
      )}
      {dialog && <ConnectionDialog target={dialog} onClose={() => setDialog(null)} onSaved={saved} />}
      {metaChannel && <FacebookConnectDialog channel={metaChannel} onClose={() => setMetaChannel(null)} />}
      {qrFor !== null && <QrCodeDialog connectionId={qrFor} canOpenSimulator={access.simulator} onClose={closeQr} />}
      <ConfirmDeleteDialog
        open={toDelete !== null}
        deleting={removal.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={() => toDelete && removal.mutate(toDelete)}
      />
    </section>
  );
}
