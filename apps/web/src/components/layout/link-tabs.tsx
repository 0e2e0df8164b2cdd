/**
 * A row of links drawn as MUI's tabs (their type, size, colours and the selected one's underline), for sections that
 * are pages of their own. Plain links in a `nav`, the current one `aria-current="page"`: MUI's Tabs measures the page
 * as it mounts (its scroll buttons and indicator force a layout of the whole page, the client list's costliest task on
 * a phone), and tabs are for panels on one page, not for addresses. On a narrow screen the row scrolls sideways.
 */
import { styled, type CSSObject, type Theme } from '@mui/material/styles';
import { useEffect, useRef, type RefObject } from 'react';
import { afterNextPaint } from '../../lib/after-paint';
import { AMBER_TEXT } from '../../lib/colors';

/** A row of tabs as MUI draws them in this theme; its items are links (LinkTabs) or buttons (PanelTabs). */
export const tabRowStyle = ({ theme }: { theme: Theme }): CSSObject => ({
  // The items' offsets are the row's own (the current one is scrolled into view).
  position: 'relative',
  display: 'flex',
  overflowX: 'auto',
  scrollbarWidth: 'none',
  marginBottom: theme.spacing(2),
  '& > a, & > button': {
    ...(theme.typography.button as CSSObject),
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    minHeight: 48,
    minWidth: 90,
    maxWidth: 360,
    margin: 0,
    padding: '12px 16px',
    lineHeight: 1.25,
    textAlign: 'center',
    textDecoration: 'none',
    color: theme.palette.text.secondary,
    background: 'none',
    border: 0,
    borderBottom: '2px solid transparent',
    borderRadius: 0,
    cursor: 'pointer',
    outline: 0,
    '&:hover': { color: theme.palette.text.primary },
    '&:focus-visible': { backgroundColor: theme.palette.action.focus },
  },
  // The current one as MUI's selected tab in this theme: its text in the dark amber (lib/colors.ts), the line in amber.
  '& > a[aria-current="page"], & > button[aria-selected="true"]': { color: AMBER_TEXT, borderBottomColor: theme.palette.primary.main },
});

const Row = styled('nav')(tabRowStyle);

/** Scrolls the row's item `current` into the row's view once the page has painted (the position is a layout read). */
export function useCurrentInView(row: RefObject<HTMLElement | null>, current: number) {
  useEffect(() => {
    let mounted = true;
    void afterNextPaint().then(() => {
      const item = row.current?.children[current];
      if (!mounted || !row.current || !(item instanceof HTMLElement)) return;
      const { scrollLeft, clientWidth } = row.current;
      if (item.offsetLeft < scrollLeft || item.offsetLeft + item.offsetWidth > scrollLeft + clientWidth)
        row.current.scrollLeft = item.offsetLeft;
    });
    return () => {
      mounted = false;
    };
  }, [row, current]);
}

export type LinkTab = { href: string; label: string; current: boolean };

export function LinkTabs({ label, tabs }: { label: string; tabs: LinkTab[] }) {
  const row = useRef<HTMLElement>(null);
  const current = tabs.findIndex((tab) => tab.current);
  // A current section beyond a narrow screen's edge is scrolled into the row's view.
  useCurrentInView(row, current);
  return (
    <Row ref={row} aria-label={label}>
      {tabs.map((tab) => (
        <a key={tab.href} href={tab.href} aria-current={tab.current ? 'page' : undefined}>
          {tab.label}
        </a>
      ))}
    </Row>
  );
}
