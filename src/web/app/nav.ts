import {
  BarChart3,
  Building2,
  CalendarDays,
  CreditCard,
  FileText,
  Film,
  History,
  Images,
  LayoutDashboard,
  Megaphone,
  MessageSquareText,
  Receipt,
  Settings,
  Smartphone,
  UserCog,
  Users,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  agencyOnly?: boolean;
}

/** The sidebar pages (spec part 1 §2), in order. */
export const USER_NAV: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/client-management', label: 'Gerenciar Clientes', icon: Users, agencyOnly: true },
  { to: '/scripts', label: 'Roteiros do Dia', icon: FileText },
  { to: '/stories', label: 'Stories', icon: Smartphone },
  { to: '/captions', label: 'Legendas', icon: MessageSquareText },
  { to: '/carousels', label: 'Carrosséis', icon: Images },
  { to: '/reels', label: 'Reels', icon: Film },
  { to: '/ads', label: 'Anúncios + Copy', icon: Megaphone },
  { to: '/calendar', label: 'Calendário', icon: CalendarDays },
  { to: '/history', label: 'Histórico', icon: History },
  { to: '/analytics', label: 'Analytics', icon: BarChart3 },
  { to: '/profile', label: 'Perfil', icon: Settings },
  { to: '/subscription', label: 'Assinatura', icon: CreditCard },
];

export const ADMIN_NAV: NavItem[] = [
  { to: '/admin', label: 'Dashboard Admin', icon: Building2 },
  { to: '/admin/expenses', label: 'Gastos', icon: Receipt },
  { to: '/admin/profile', label: 'Perfil Admin', icon: UserCog },
];
