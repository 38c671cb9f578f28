import { BarChart3, FileText, Search, Settings, type LucideIcon } from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  description: string;
  icon: LucideIcon;
  badge?: string;
}

/** Sidebar items (spec §2). */
export const NAV_ITEMS: NavItem[] = [
  { to: '/', label: 'Job Search', description: 'Find opportunities', icon: Search, badge: 'New' },
  { to: '/applications', label: 'Applications', description: 'Track progress', icon: FileText },
  { to: '/analytics', label: 'Analytics', description: 'Insights & metrics', icon: BarChart3 },
  { to: '/settings', label: 'Settings', description: 'Preferences', icon: Settings },
];
