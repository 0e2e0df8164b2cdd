/**
 * A row of links drawn as MUI's tabs (their type, size, colours and the selected one's underline), for sections that
 * are pages of their own. Plain links in a `nav`, the current one `aria-current="page"`: MUI's Tabs measures the page
 * as it mounts (its scroll buttons and indicator force a layout of the whole page, the client list's costliest task on
 * a phone), and tabs are for panels on one page, not for addresses. On a narrow screen the row scrolls sideways.
 */
import { styled } from '@mui/material/styles';
import { useEffect, useRef } from 'react';
import { afterNextPaint } from '../../lib/after-paint';
import { AMBER_TEXT } from '../../lib/colors';

const Row = styled('nav')(({ theme }) => ({
  // The links' offsets are the row's own (LinkTabs scrolls to the current one).
  position: 'relative',
  display: 'flex',
  overflowX: 'auto',
  scrollbarWidth: 'none',
  marginBottom: theme.spacing(2),
  '& > a': {
    ...theme.typography.button,
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    minHeight: 48,
    minWidth: 90,
    maxWidth: 360,
    padding: '12px 16px',
    lineHeight: 1.25,
    textAlign: 'center',
    textDecoration: 'none',
    color: theme.palette.text.secondary,
    borderBottom: '2px solid transparent',
    outline: 0,
    '&:hover': { color: theme.palette.text.primary },
    '&:focus-visible': { backgroundColor: theme.palette.action.focus },
  },
  // The current one as MUI's selected tab in this theme: its text in the dark amber (lib/colors.ts), the line in amber.
  '& > a[aria-current="page"]': { color: AMBER_TEXT, borderBottomColor: theme.palette.primary.main },
}));

export type LinkTab = { href: string; label: string; current: boolean };

export function LinkTabs({ label, tabs }: { label: string; tabs: LinkTab[] }) {
  const row = useRef<HTMLElement>(null);
  const current = tabs.findIndex((tab) => tab.current);
  // A current section beyond a narrow screen's edge is scrolled into the row's view, once the page has painted (the
  // position is a layout read).
  useEffect(() => {
    let mounted = true;
    void afterNextPaint().then(() => {
      const link = row.current?.children[current];
      if (!mounted || !row.current || !(link instanceof HTMLElement)) return;
      const { scrollLeft, clientWidth } = row.current;
      if (link.offsetLeft < scrollLeft || link.offsetLeft + link.offsetWidth > scrollLeft + clientWidth)
        row.current.scrollLeft = link.offsetLeft;
    });
    return () => {
      mounted = false;
    };
  }, [current]);
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
