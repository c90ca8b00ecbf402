import type SvgIcon from '@mui/material/SvgIcon';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import FlashOnOutlinedIcon from '@mui/icons-material/FlashOnOutlined';
import ViewKanbanOutlinedIcon from '@mui/icons-material/ViewKanbanOutlined';
import ViewColumnOutlinedIcon from '@mui/icons-material/ViewColumnOutlined';
import ContactPhoneOutlinedIcon from '@mui/icons-material/ContactPhoneOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import ChecklistOutlinedIcon from '@mui/icons-material/ChecklistOutlined';
import QuestionAnswerOutlinedIcon from '@mui/icons-material/QuestionAnswerOutlined';
import HelpOutlineOutlinedIcon from '@mui/icons-material/HelpOutlineOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import ListAltOutlinedIcon from '@mui/icons-material/ListAltOutlined';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import AnnouncementOutlinedIcon from '@mui/icons-material/AnnouncementOutlined';
import CodeOutlinedIcon from '@mui/icons-material/CodeOutlined';
import AccessTimeOutlinedIcon from '@mui/icons-material/AccessTimeOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import HubOutlinedIcon from '@mui/icons-material/HubOutlined';
import SyncAltOutlinedIcon from '@mui/icons-material/SyncAltOutlined';
import PhoneIphoneOutlinedIcon from '@mui/icons-material/PhoneIphoneOutlined';
import AttachFileOutlinedIcon from '@mui/icons-material/AttachFileOutlined';
import LocalAtmOutlinedIcon from '@mui/icons-material/LocalAtmOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import PolicyOutlinedIcon from '@mui/icons-material/PolicyOutlined';
import type { PageKey } from '../../app/routeCatalog';

/**
 * The side menu of spec 1 §2, grouped. Who sees an entry is decided by its route's requirements in the route table
 * (routeCatalog: role, plan, super and campaign flag), the same the route guard applies, so the menu never offers a
 * page the guard or the server would refuse; a section shows when any of its entries does.
 */
export interface MenuEntry {
  path: string;
  titleKey: PageKey;
  Icon: typeof SvgIcon;
  /** The entry carries the connections-needing-attention badge. */
  connectionsBadge?: boolean;
}

export interface MenuSection {
  id: 'attendance' | 'management' | 'campaigns' | 'administration';
  entries: readonly MenuEntry[];
}

export const MENU_SECTIONS: readonly MenuSection[] = [
  {
    id: 'attendance',
    entries: [
      { path: '/tickets', titleKey: 'tickets', Icon: ForumOutlinedIcon },
      { path: '/quick-messages', titleKey: 'quickMessages', Icon: FlashOnOutlinedIcon },
      { path: '/kanban', titleKey: 'kanban', Icon: ViewKanbanOutlinedIcon },
      { path: '/TagsKanban', titleKey: 'tagsKanban', Icon: ViewColumnOutlinedIcon },
      { path: '/contacts', titleKey: 'contacts', Icon: ContactPhoneOutlinedIcon },
      { path: '/schedules', titleKey: 'schedules', Icon: EventOutlinedIcon },
      { path: '/tags', titleKey: 'tags', Icon: LocalOfferOutlinedIcon },
      { path: '/todolist', titleKey: 'todolist', Icon: ChecklistOutlinedIcon },
      { path: '/chats', titleKey: 'chats', Icon: QuestionAnswerOutlinedIcon },
      { path: '/helps', titleKey: 'helps', Icon: HelpOutlineOutlinedIcon },
    ],
  },
  {
    id: 'management',
    entries: [
      { path: '/', titleKey: 'dashboard', Icon: DashboardOutlinedIcon },
      { path: '/reports', titleKey: 'reports', Icon: AssessmentOutlinedIcon },
      { path: '/moments', titleKey: 'moments', Icon: SupportAgentOutlinedIcon },
    ],
  },
  {
    id: 'campaigns',
    entries: [
      { path: '/campaigns', titleKey: 'campaigns', Icon: CampaignOutlinedIcon },
      { path: '/contact-lists', titleKey: 'contactLists', Icon: ListAltOutlinedIcon },
      { path: '/campaigns-config', titleKey: 'campaignsConfig', Icon: TuneOutlinedIcon },
    ],
  },
  {
    id: 'administration',
    entries: [
      { path: '/announcements', titleKey: 'announcements', Icon: AnnouncementOutlinedIcon },
      { path: '/messages-api', titleKey: 'messagesApi', Icon: CodeOutlinedIcon },
      { path: '/plantao', titleKey: 'plantao', Icon: AccessTimeOutlinedIcon },
      { path: '/users', titleKey: 'users', Icon: PeopleAltOutlinedIcon },
      { path: '/queues', titleKey: 'queues', Icon: AccountTreeOutlinedIcon },
      { path: '/prompts', titleKey: 'prompts', Icon: AutoAwesomeOutlinedIcon },
      { path: '/queue-integration', titleKey: 'queueIntegration', Icon: HubOutlinedIcon },
      { path: '/connections', titleKey: 'connections', Icon: SyncAltOutlinedIcon, connectionsBadge: true },
      // Right after Connections: the phone of the simulator connections, whose API only admins may call.
      { path: '/simulator', titleKey: 'simulator', Icon: PhoneIphoneOutlinedIcon },
      { path: '/files', titleKey: 'files', Icon: AttachFileOutlinedIcon },
      { path: '/financeiro', titleKey: 'financeiro', Icon: LocalAtmOutlinedIcon },
      { path: '/settings', titleKey: 'settings', Icon: SettingsOutlinedIcon },
      { path: '/audit-logs', titleKey: 'auditLogs', Icon: PolicyOutlinedIcon },
      { path: '/companies', titleKey: 'companies', Icon: BusinessOutlinedIcon },
    ],
  },
];
