import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { PublicOnlyRoute } from '../features/auth/PublicOnlyRoute';
import { RequireAuth } from '../features/auth/RequireAuth';
import { withAllMessages } from '../i18n';
import { readStored } from '../lib/storage';
import { PRIVATE_ROUTES, type AppRoute } from './routeCatalog';

// Every screen is its own chunk, so the login page loads without the shell and the pages behind it. The screens
// outside the shell, and the shell, wait for their messages too (withAllMessages): the entry has the frame's only.
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
// The guard of the private pages, with its plan query (TanStack's observers, zod), is no part of the login page.
const RouteAccessGate = lazy(() =>
  import('../features/plan/RouteAccessGate').then(({ RouteAccessGate }) => ({ default: RouteAccessGate })),
);
const SignupPage = lazy(() => withAllMessages(import('../features/signup/SignupPage')));
const RecoveryPage = lazy(() => withAllMessages(import('../features/recovery/RecoveryPage')));
const AppLayout = lazy(() => withAllMessages(import('../features/shell/AppLayout')));
const BillingPage = lazy(() => import('../features/billing/BillingPage'));
const UsersPage = lazy(() => import('../features/users/UsersPage'));
const QueuesPage = lazy(() => import('../features/queues/QueuesPage'));
const SettingsPage = lazy(() => import('../features/settings/SettingsPage'));
const ConnectionsPage = lazy(() => import('../features/connections/ConnectionsPage'));
const SimulatorPage = lazy(() => import('../features/simulator/SimulatorPage'));
const ContactsPage = lazy(() => import('../features/contacts/ContactsPage'));
const TicketsPage = lazy(() => import('../features/tickets/TicketsPage'));
const SchedulesPage = lazy(() => import('../features/schedules/SchedulesPage'));
const QueueIntegrationsPage = lazy(() => import('../features/queue-integrations/QueueIntegrationsPage'));
const PromptsPage = lazy(() => import('../features/prompts/PromptsPage'));
const FileListsPage = lazy(() => import('../features/file-lists/FileListsPage'));
const ChatsPage = lazy(() => import('../features/internal-chat/ChatsPage'));
const QuickMessagesPage = lazy(() => import('../features/quick-messages/QuickMessagesPage'));
const TodoListPage = lazy(() => import('../features/todolist/TodoListPage'));
const TagsPage = lazy(() => import('../features/tags/TagsPage'));
const KanbanPage = lazy(() => import('../features/kanban/KanbanPage'));
const TagsKanbanPage = lazy(() => import('../features/tags-kanban/TagsKanbanPage'));
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));
const ReportsPage = lazy(() => import('../features/reports/ReportsPage'));
const MomentsPage = lazy(() => import('../features/moments/MomentsPage'));
const MessagesApiPage = lazy(() => import('../features/messages-api/MessagesApiPage'));
const ContactListsPage = lazy(() => import('../features/contact-lists/ContactListsPage'));
const ContactListItemsPage = lazy(() => import('../features/contact-lists/ContactListItemsPage'));
const CampaignsPage = lazy(() => import('../features/campaigns/CampaignsPage'));
const CampaignReportPage = lazy(() => import('../features/campaigns/CampaignReportPage'));
const CampaignSettingsPage = lazy(() => import('../features/campaigns/CampaignSettingsPage'));
const CompaniesPage = lazy(() => import('../features/companies/CompaniesPage'));
const AuditLogsPage = lazy(() => import('../features/audit-logs/AuditLogsPage'));
const HelpsPage = lazy(() => import('../features/helps/HelpsPage'));
const AnnouncementsPage = lazy(() => import('../features/announcements/AnnouncementsPage'));
const PlantaoPage = lazy(() => import('../features/plantao/PlantaoPage'));
const PlaceholderPage = lazy(() => import('../features/placeholder/PlaceholderPage'));
const NotFoundPage = lazy(() => import('../features/placeholder/NotFoundPage'));

function screenOf(route: AppRoute) {
  switch (route.kind) {
    case 'billing':
      return <BillingPage />;
    case 'helps':
      return <HelpsPage />;
    case 'announcements':
      return <AnnouncementsPage />;
    case 'plantao':
      return <PlantaoPage />;
    case 'users':
      return <UsersPage />;
    case 'queues':
      return <QueuesPage />;
    case 'settings':
      return <SettingsPage />;
    case 'connections':
      return <ConnectionsPage />;
    case 'simulator':
      return <SimulatorPage />;
    case 'contacts':
      return <ContactsPage />;
    case 'tickets':
      return <TicketsPage />;
    case 'schedules':
      return <SchedulesPage />;
    case 'queueIntegration':
      return <QueueIntegrationsPage />;
    case 'prompts':
      return <PromptsPage />;
    case 'fileLists':
      return <FileListsPage />;
    case 'quickMessages':
      return <QuickMessagesPage />;
    case 'todolist':
      return <TodoListPage />;
    case 'tags':
      return <TagsPage />;
    case 'kanban':
      return <KanbanPage />;
    case 'tagsKanban':
      return <TagsKanbanPage />;
    case 'chats':
      return <ChatsPage />;
    case 'dashboard':
      return <DashboardPage />;
    case 'reports':
      return <ReportsPage />;
    case 'moments':
      return <MomentsPage />;
    case 'messagesApi':
      return <MessagesApiPage />;
    case 'contactLists':
      return <ContactListsPage />;
    case 'contactListItems':
      return <ContactListItemsPage />;
    case 'campaigns':
      return <CampaignsPage />;
    case 'campaignReport':
      return <CampaignReportPage />;
    case 'campaignsConfig':
      return <CampaignSettingsPage />;
    case 'companies':
      return <CompaniesPage />;
    case 'auditLogs':
      return <AuditLogsPage />;
    case 'placeholder':
      return <PlaceholderPage titleKey={route.titleKey} />;
  }
}

function pageOf(route: AppRoute) {
  return <RouteAccessGate requirements={route}>{screenOf(route)}</RouteAccessGate>;
}

/** The route table of spec 3: public screens, then the private ones inside the shell. */
export function AppRoutes() {
  // Campaign routes exist only while the `cshow` flag is stored; without it they are unknown addresses.
  const campaignsFlag = readStored('cshow') !== null;
  const routes = PRIVATE_ROUTES.filter((route) => !route.campaign || campaignsFlag);

  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Routes>
        <Route element={<PublicOnlyRoute />}>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/signup" element={<SignupPage />} />
          <Route path="/recovery-password" element={<RecoveryPage />} />
        </Route>
        <Route element={<RequireAuth />}>
          <Route element={<AppLayout />}>
            {routes.map((route) => (
              <Route key={route.path} path={route.path} element={pageOf(route)} />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Route>
      </Routes>
    </Suspense>
  );
}
