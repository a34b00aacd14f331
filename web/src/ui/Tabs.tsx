/**
 * Tabs after the WAI-ARIA tabs pattern: a `tablist` of `tab` buttons (`aria-selected`, roving tabindex:
 * only the selected tab is in the Tab order), arrow keys move between tabs (Home / End to the ends, wrapping,
 * skipping disabled ones) and choose as they move, and one `tabpanel` labelled by the selected tab holds
 * `children`. A drop-in for the hand-built segmented controls (login modes) and category chips.
 *
 * Decisions:
 * - Automatic activation (a tab is chosen when focused by an arrow key): the panel's content is there at once
 *   or shows its own loading state, as the pattern advises for that case.
 * - One panel whose content follows the selection (the screens render only the chosen content); without
 *   `children` no panel is drawn and the tabs control nothing (`aria-controls` left out).
 * - A value that matches no tab leaves the first enabled tab tabbable, so the list stays reachable.
 * - The panel is not itself in the Tab order: the screens' panels open with a focusable field or link.
 * - Looks: `segmented` (parts sized from their labels in a frame, the default) or `chips` (a row of chips that scrolls; in elder
 *   mode it wraps). A tab is never narrower than its label's longest word, and segmented tabs that do not fit one
 *   row wrap onto the next (customer report 2 G6, G19: labels overlapped in English + elder mode, and the elder
 *   chip row hid half the categories with no hint that it scrolls). A label wraps only when it is wider than the
 *   whole row, and then at its spaces, never inside a Chinese word (customer report 3 H12: "非车险理 / 赔").
 *   In elder mode and in English four segmented tabs stand two and two (CSS), never three and a lone one (customer
 *   rehearsal: 我的保单).
 */
import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { classNames } from "./class-names";
import styles from "./Tabs.module.css";

/** One tab. */
export interface TabItem<V extends string> {
  readonly value: V;
  readonly label: ReactNode;
  readonly disabled?: boolean | undefined;
}

/** Props of `Tabs`. */
export interface TabsProps<V extends string> {
  /** Accessible name of the tab list, e.g. 登录方式. */
  readonly label: string;
  readonly items: readonly TabItem<V>[];
  /** The selected tab's value. */
  readonly value: V;
  readonly onChange: (value: V) => void;
  /** The selected tab's content (the tab panel). */
  readonly children?: ReactNode;
  /** Default `segmented`. */
  readonly variant?: "segmented" | "chips";
  /** Base of the generated ids (default: `useId`). */
  readonly id?: string | undefined;
  readonly className?: string | undefined;
  readonly panelClassName?: string | undefined;
}

/**
 * Tabs with one panel.
 * @example <Tabs label="登录方式" items={[{ value: "password", label: "密码登录" }, { value: "sms", label: "验证码登录" }]} value={mode} onChange={setMode}><LoginForm mode={mode} /></Tabs>
 */
export function Tabs<V extends string>({ label, items, value, onChange, children, variant = "segmented", id, className, panelClassName }: TabsProps<V>) {
  const autoId = useId();
  const base = id ?? autoId;
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const selected = items.findIndex((item) => item.value === value && item.disabled !== true);
  const focusable = selected >= 0 ? selected : items.findIndex((item) => item.disabled !== true);
  const tabId = (index: number) => `${base}-tab-${index}`;
  const panelId = `${base}-panel`;
  const hasPanel = children !== undefined;

  const choose = (index: number) => {
    const item = items[index];
    if (item === undefined || item.disabled === true) return;
    tabs.current[index]?.focus();
    if (item.value !== value) onChange(item.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = tabs.current.findIndex((tab) => tab === event.target);
    if (from < 0) return;
    const next = nextIndex(items, from, event.key);
    if (next === null) return;
    event.preventDefault();
    choose(next);
  };

  return (
    <>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        data-variant={variant}
        className={classNames(styles.tablist, variant === "chips" ? styles.chips : styles.segmented, className)}
        onKeyDown={onKeyDown}
      >
        {items.map((item, index) => (
          <button
            key={item.value}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(index)}
            aria-selected={index === selected}
            aria-controls={hasPanel ? panelId : undefined}
            tabIndex={index === focusable ? 0 : -1}
            disabled={item.disabled}
            className={styles.tab}
            onClick={() => choose(index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {hasPanel && (
        <div
          role="tabpanel"
          id={panelId}
          aria-labelledby={selected >= 0 ? tabId(selected) : undefined}
          className={classNames(styles.panel, panelClassName)}
        >
          {children}
        </div>
      )}
    </>
  );
}

/** The tab an arrow, Home or End key leads to from `from` (wrapping, skipping disabled tabs); null for other keys. */
function nextIndex(items: readonly TabItem<string>[], from: number, key: string): number | null {
  const enabled = items.flatMap((item, index) => (item.disabled === true ? [] : [index]));
  if (enabled.length === 0) return null;
  const first = enabled[0] ?? 0;
  const last = enabled[enabled.length - 1] ?? 0;
  switch (key) {
    case "Home":
      return first;
    case "End":
      return last;
    case "ArrowRight":
      return enabled.find((index) => index > from) ?? first;
    case "ArrowLeft":
      return [...enabled].reverse().find((index) => index < from) ?? last;
    default:
      return null;
  }
}
