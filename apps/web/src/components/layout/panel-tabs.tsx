/**
 * Tabs over panels of one page (a list's filters, a page's sections kept in its address), drawn as MUI's tabs in this
 * theme (link-tabs.tsx's row) and working as its Tabs do for a keyboard: one tab in the tab order, the arrow keys,
 * Home and End move among them, Enter, Space or a click selects. MUI's Tabs is 5 KB gzip and measures the page as it
 * mounts; on a narrow screen this row scrolls sideways instead of showing scroll buttons.
 */
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { useRef, type KeyboardEvent } from 'react';
import { tabRowStyle, useCurrentInView } from './link-tabs';

const Row = styled('div')(tabRowStyle);

export type PanelTab<T extends string> = { value: T; label: string };

export type PanelTabsProps<T extends string> = {
  /** The tab list's accessible name, if it has one. */
  label?: string;
  tabs: ReadonlyArray<PanelTab<T>>;
  value: T;
  onChange: (value: T) => void;
  sx?: SxProps<Theme>;
};

const STEP: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function PanelTabs<T extends string>({ label, tabs, value, onChange, sx }: PanelTabsProps<T>) {
  const row = useRef<HTMLDivElement>(null);
  const current = tabs.findIndex((tab) => tab.value === value);
  useCurrentInView(row, current);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEP[event.key];
    const buttons = [...(row.current?.children ?? [])].filter((child): child is HTMLElement => child instanceof HTMLElement);
    const focused = buttons.indexOf(document.activeElement as HTMLElement);
    if (!step || focused < 0) return;
    event.preventDefault();
    buttons[step(focused, buttons.length)]?.focus();
  };
  return (
    <Row ref={row} role="tablist" aria-label={label} onKeyDown={onKeyDown} sx={sx}>
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          aria-selected={tab.value === value}
          tabIndex={tab.value === value ? 0 : -1}
          onClick={() => onChange(tab.value)}
        >
          {tab.label}
        </button>
      ))}
    </Row>
  );
}
