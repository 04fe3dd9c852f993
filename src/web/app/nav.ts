import {
  BarChart3,
  BadgeCheck,
  Building2,
  CalendarDays,
  CreditCard,
  History,
  LayoutDashboard,
  Receipt,
  Settings,
  UserCog,
  UsersRound,
  Users,
  Activity,
  FileText,
  type LucideIcon,
} from 'lucide-react';
import { MENU_KINDS, kindInfo } from '@shared/content-kinds';
import type { TeamAction } from '@shared/team';
import { kindIcon } from '@web/components/kind-icons';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  agencyOnly?: boolean;
  /** Shown only to the roles that may do this in the active workspace. */
  may?: TeamAction;
}

/** The sidebar pages (spec part 1 §2), in order. */
export const USER_NAV: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/client-management', label: 'Gerenciar Clientes', icon: Users, agencyOnly: true },
  // One page per content kind, in menu order.
  ...MENU_KINDS.map((kind) => ({ to: kindInfo(kind).route, label: kindInfo(kind).pluralLabel, icon: kindIcon(kind) })),
  { to: '/calendar', label: 'Calendário', icon: CalendarDays },
  { to: '/history', label: 'Histórico', icon: History },
  { to: '/atividade', label: 'Atividade', icon: Activity, agencyOnly: true },
  { to: '/approvals', label: 'Aprovações', icon: BadgeCheck },
  { to: '/relatorios', label: 'Relatórios', icon: FileText },
  { to: '/analytics', label: 'Desempenho', icon: BarChart3 },
  { to: '/equipe', label: 'Equipe', icon: UsersRound, agencyOnly: true, may: 'members' },
  { to: '/profile', label: 'Perfil', icon: Settings },
  { to: '/subscription', label: 'Assinatura', icon: CreditCard, may: 'billing' },
];

export const ADMIN_NAV: NavItem[] = [
  { to: '/admin', label: 'Dashboard Admin', icon: Building2 },
  { to: '/admin/expenses', label: 'Gastos', icon: Receipt },
  { to: '/admin/profile', label: 'Perfil Admin', icon: UserCog },
];
