import type { User } from '@app/types';
import { Badge, Button, cn } from '@app/ui';
import { LogOut, Moon, Sun } from 'lucide-react';
import { NavLink } from 'react-router';
import { useLogout } from '../auth';
import { useTheme } from '../theme';
import { useUnseenNewJobs } from '../../lib/saved-searches/useSavedSearches';
import { NAV_ITEMS } from './nav-items';
import { displayName, UserAvatar } from './UserAvatar';
import { COPY } from '@app/types';

/** Navigation, theme toggle and the signed-in person with Logout (spec §2). */
export function Sidebar({ user, onNavigate }: { user: User; onNavigate?: () => void }) {
  const { theme, toggle } = useTheme();
  const logout = useLogout();
  const unseenNewJobs = useUnseenNewJobs();
  return (
    <div className="flex h-full flex-col gap-4 p-4">
      <div className="px-2 text-lg font-bold tracking-tight">{COPY.productName}</div>
      <nav aria-label="Main" className="flex flex-1 flex-col gap-1">
        {NAV_ITEMS.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            end={item.to === '/'}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'flex items-center gap-3 rounded-md px-3 py-2 transition-colors hover:bg-accent',
                isActive && 'bg-accent text-accent-foreground',
              )
            }
          >
            <item.icon className="h-5 w-5 shrink-0" aria-hidden />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="flex items-center gap-2 text-sm font-medium">
                {item.label}
                {item.badge && <Badge className="px-1.5 py-0 text-[10px]">{item.badge}</Badge>}
                {item.count === 'unseenNewJobs' && unseenNewJobs > 0 && (
                  <Badge
                    className="px-1.5 py-0 text-[10px]"
                    aria-label={`${unseenNewJobs} new jobs`}
                    data-testid="nav-unseen-new-jobs"
                  >
                    {unseenNewJobs}
                  </Badge>
                )}
              </span>
              <span className="text-xs text-muted-foreground">{item.description}</span>
            </span>
          </NavLink>
        ))}
      </nav>
      <Button
        variant="outline"
        size="sm"
        onClick={toggle}
        aria-label={theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
        data-testid="theme-toggle"
      >
        {theme === 'dark' ? <Sun /> : <Moon />}
        {theme === 'dark' ? 'Light mode' : 'Dark mode'}
      </Button>
      <div className="flex items-center gap-3 rounded-md border p-3">
        <UserAvatar user={user} />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium" data-testid="user-name">
            {displayName(user)}
          </p>
          <p className="truncate text-xs text-muted-foreground">{user.email}</p>
        </div>
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="justify-start"
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
      >
        <LogOut /> Logout
      </Button>
    </div>
  );
}
