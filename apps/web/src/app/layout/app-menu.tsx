import { clsx } from 'clsx';
import LogOutIcon from 'lucide-react/icons/log-out';
import MenuIcon from 'lucide-react/icons/menu';
import XIcon from 'lucide-react/icons/x';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { useAuth } from '../../kits/session/auth-context';
import { useT } from '../../lib/i18n/i18n';
import { visibleNavItems } from '../navigation';
import { useRouteTable } from '../route-table';
import { PlanBadge } from './plan-badge';

const itemClasses =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors';

export function AppMenu() {
  const [open, setOpen] = useState(false);
  const items = visibleNavItems(useRouteTable());
  const { user, signOut } = useAuth();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const t = useT();

  useEffect(() => {
    if (!open) return;
    // Locked while open so a long menu on a phone scrolls itself, not the page behind it.
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.style.overflow = previousOverflow;
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={t(open ? 'menu.close' : 'menu.open')}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        {open ? <XIcon className="size-5" /> : <MenuIcon className="size-5" />}
      </button>
      {open ? (
        <nav
          id={menuId}
          aria-label={t('menu.label')}
          className="fixed inset-x-0 top-16 bottom-0 overflow-y-auto border-t border-slate-200 bg-white p-3 sm:absolute sm:inset-x-auto sm:top-12 sm:right-0 sm:bottom-auto sm:max-h-[calc(100vh-5rem)] sm:w-72 sm:rounded-xl sm:border sm:shadow-lg dark:border-slate-800 dark:bg-slate-900"
        >
          {user ? (
            // The bar hides name and plan on narrow screens; the menu shows them instead.
            <div className="mb-2 flex items-center justify-between gap-3 border-b border-slate-100 px-3 pb-3 sm:hidden dark:border-slate-800">
              <span className="truncate text-sm font-medium text-slate-800 dark:text-slate-200">
                {user.full_name.trim() || t('account.fallbackName')}
              </span>
              <PlanBadge plan={user.subscription_plan} />
            </div>
          ) : null}
          <ul className="space-y-1">
            {items.map((item) => (
              <li key={item.path}>
                <NavLink
                  to={item.path}
                  end
                  onClick={() => setOpen(false)}
                  className={({ isActive }) =>
                    clsx(
                      itemClasses,
                      isActive
                        ? 'bg-primary-50 text-primary-700 dark:bg-primary-950 dark:text-primary-200'
                        : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
                    )
                  }
                >
                  <item.icon className="size-4 shrink-0" aria-hidden="true" />
                  <span className="flex-1">{t(item.label)}</span>
                  {item.badge ? <Badge tone="success">{t(item.badge)}</Badge> : null}
                </NavLink>
              </li>
            ))}
            <li className="mt-2 border-t border-slate-100 pt-2 dark:border-slate-800">
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  signOut();
                }}
                className={clsx(
                  itemClasses,
                  'text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/50',
                )}
              >
                <LogOutIcon className="size-4 shrink-0" aria-hidden="true" />
                {t('account.signOut')}
              </button>
            </li>
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
