// The same docs page with what a React docs framework (Next.js + Nextra, Docusaurus, Mintlify) adds to it: a theme
// toggle following the system setting, a table of contents that tracks the heading in view, copy buttons on code
// blocks, a search context, a sidebar that restores its scroll. Real docs pages have run React's common hooks long
// before a widget mounts; the static page is the worst case, where the widget is the first component with hooks.
import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentPropsWithoutRef,
} from 'react';
import { DocsPage } from './docs-page';

const SearchContext = createContext<{ query: string; setQuery(query: string): void } | null>(null);

const Button = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(function Button(props, ref) {
  return <button type="button" {...props} ref={ref} />;
});

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');
function useSystemDark(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const query = darkQuery();
      query.addEventListener('change', notify);
      return () => query.removeEventListener('change', notify);
    },
    () => darkQuery().matches,
    () => false,
  );
}

function ThemeToggle() {
  const systemDark = useSystemDark();
  const [choice, setChoice] = useState<'light' | 'dark' | null>(null);
  const dark = choice ? choice === 'dark' : systemDark;
  useEffect(() => {
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  }, [dark]);
  return <Button onClick={() => setChoice(dark ? 'light' : 'dark')}>{dark ? 'Light' : 'Dark'} mode</Button>;
}

function SearchBox() {
  const search = useContext(SearchContext);
  const id = useId();
  return (
    <>
      <label htmlFor={id}>Search</label>
      <input id={id} value={search?.query ?? ''} onChange={(event) => search?.setQuery(event.target.value)} />
    </>
  );
}

function TableOfContents() {
  const [active, setActive] = useState<string | null>(null);
  const headings = useMemo(() => [...document.querySelectorAll('main h2')].map((h) => h.parentElement?.id ?? ''), []);
  useEffect(() => {
    const observer = new IntersectionObserver((entries) => {
      const visible = entries.find((entry) => entry.isIntersecting);
      if (visible) setActive(visible.target.id);
    });
    for (const id of headings) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [headings]);
  return (
    <nav aria-label="On this page">
      {headings.map((id) => (
        <a key={id} href={`#${id}`} aria-current={id === active ? 'location' : undefined}>
          {id}
        </a>
      ))}
    </nav>
  );
}

function CopyButtons() {
  const [copied, setCopied] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const copy = useCallback((index: number) => {
    setCopied(index);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(null), 1500);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  const blocks = useMemo(() => document.querySelectorAll('main pre').length, []);
  return (
    <div hidden>
      {Array.from({ length: blocks }, (_, index) => (
        <Button key={index} onClick={() => copy(index)}>
          {copied === index ? 'Copied' : 'Copy'}
        </Button>
      ))}
    </div>
  );
}

function SidebarScroll() {
  useLayoutEffect(() => {
    const sidebar = document.querySelector('aside');
    if (sidebar) sidebar.scrollTop = Number(sessionStorage.getItem('sidebar-scroll') ?? 0);
  }, []);
  return null;
}

/** The docs page, then the framework's interactive parts (they read the page's DOM, as real ones do). */
export function InteractiveDocsPage() {
  const [query, setQuery] = useState('');
  const search = useMemo(() => ({ query, setQuery }), [query]);
  return (
    <SearchContext.Provider value={search}>
      <DocsPage />
      <ThemeToggle />
      <SearchBox />
      <TableOfContents />
      <CopyButtons />
      <SidebarScroll />
    </SearchContext.Provider>
  );
}
