import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Link } from 'react-router';

/**
 * A navbar drop-down menu with Bootstrap's markup and keyboard use (Enter or Space opens it, the arrow
 * keys move between entries, Escape and a click elsewhere close it). It replaces react-bootstrap's
 * NavDropdown, whose positioning engine (Popper) a navbar menu never needs: Bootstrap places navbar
 * menus statically, and leaving it out keeps about 11 KB of script off every first page.
 */
const CloseMenu = createContext<() => void>(() => undefined);

export function NavMenu({
  title,
  id,
  align,
  children,
}: {
  title: ReactNode;
  id: string;
  align?: 'end';
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    const onDocumentClick = (e: globalThis.MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('click', onDocumentClick);
    return () => document.removeEventListener('click', onDocumentClick);
  }, [open]);

  const items = () => [...(root.current?.querySelectorAll<HTMLElement>('.dropdown-item') ?? [])];
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
      toggle.current?.focus();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) setOpen(true);
      // After the menu is shown: move to the next (or previous) entry.
      requestAnimationFrame(() => {
        const list = items();
        const at = list.indexOf(document.activeElement as HTMLElement);
        const next = e.key === 'ArrowDown' ? Math.min(at + 1, list.length - 1) : Math.max(at - 1, 0);
        list[at === -1 ? 0 : next]?.focus();
      });
    }
  };

  return (
    <div ref={root} className={`nav-item dropdown${open ? ' show' : ''}`} onKeyDown={onKeyDown}>
      <button
        ref={toggle}
        type="button"
        id={id}
        className="dropdown-toggle nav-link"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        {title}
      </button>
      <div
        aria-labelledby={id}
        data-bs-popper="static"
        className={`dropdown-menu${align === 'end' ? ' dropdown-menu-end' : ''}${open ? ' show' : ''}`}
      >
        <CloseMenu.Provider value={close}>{children}</CloseMenu.Provider>
      </div>
    </div>
  );
}

/** An entry that opens a page. */
export function NavMenuLink({
  to,
  onClick,
  children,
}: {
  to: string;
  onClick?: (e: MouseEvent<HTMLAnchorElement>) => void;
  children: ReactNode;
}) {
  const close = useContext(CloseMenu);
  return (
    <Link
      to={to}
      className="dropdown-item"
      onClick={(e) => {
        close();
        onClick?.(e);
      }}
    >
      {children}
    </Link>
  );
}

/** An entry that does something on this page (Logout). */
export function NavMenuButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  const close = useContext(CloseMenu);
  return (
    <button
      type="button"
      className="dropdown-item"
      onClick={() => {
        close();
        onClick();
      }}
    >
      {children}
    </button>
  );
}

export function NavMenuDivider() {
  return <hr className="dropdown-divider" role="separator" />;
}
