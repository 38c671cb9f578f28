import { BarChart3, BellRing, FileText, Search, Settings, type LucideIcon } from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  description: string;
  icon: LucideIcon;
  badge?: string;
  /** A live count shown as its badge instead (e.g. new jobs not looked at yet). */
  count?: 'unseenNewJobs';
}

/** Sidebar items (spec §2), and Saved searches with the count of new jobs not looked at yet. */
export const NAV_ITEMS: NavItem[] = [
  { to: '/', label: 'Job Search', description: 'Find opportunities', icon: Search, badge: 'New' },
  {
    to: '/saved-searches',
    label: 'Saved searches',
    description: 'Daily new-job alerts',
    icon: BellRing,
    count: 'unseenNewJobs',
  },
  { to: '/applications', label: 'Applications', description: 'Track progress', icon: FileText },
  { to: '/analytics', label: 'Analytics', description: 'Insights & metrics', icon: BarChart3 },
  { to: '/settings', label: 'Settings', description: 'Preferences', icon: Settings },
];
