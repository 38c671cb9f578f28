import type { User } from '@app/types';
import { COPY } from '@app/types';
import { Button, Dialog, DialogTrigger, SheetContent } from '@app/ui';
import { Menu } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Sidebar } from './Sidebar';
import { SiteFooter } from './SiteFooter';

/** The signed-in frame: sidebar on desktop, a header with a menu button on mobile, title, footer. */
export function AppLayout({ user, title, children }: { user: User; title: string; children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => {
    document.title = `${title} — ${COPY.productName}`;
  }, [title]);
  return (
    <div className="flex min-h-screen">
      <aside className="sticky top-0 hidden h-screen w-64 shrink-0 border-r bg-card md:block">
        <Sidebar user={user} />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex items-center gap-3 border-b bg-background/95 px-4 py-3 backdrop-blur md:hidden">
          <Dialog open={menuOpen} onOpenChange={setMenuOpen}>
            <DialogTrigger asChild>
              <Button variant="ghost" size="icon" aria-label="Open menu">
                <Menu />
              </Button>
            </DialogTrigger>
            <SheetContent title="Menu">
              <Sidebar user={user} onNavigate={() => setMenuOpen(false)} />
            </SheetContent>
          </Dialog>
          <span className="font-semibold">{COPY.productName}</span>
        </header>
        <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 md:px-8">
          <h1 className="mb-6 text-2xl font-bold tracking-tight">{title}</h1>
          {children}
        </main>
        <SiteFooter />
      </div>
    </div>
  );
}
