/**
 * Picker column (spec §9: item height 36 px, 5 visible items = 180 px): a wheel-like `role="listbox"`
 * whose selected option sits in the middle row. Drag it up or down (pointer events, `touch-action: none`
 * and a non-passive `touchmove` guard so the page does not scroll on iOS, h5-notes §3), tap an option, or
 * use the keyboard (arrow keys, Page Up/Down, Home/End). Several columns side by side make a multi-column
 * picker (see DatePicker). Disabled options are skipped.
 *
 * Elder mode (h5-notes §5, issue 20 item 3): rows are {@link PICKER_ELDER_ITEM_HEIGHT} px (targets ≥ 60 px; the
 * text is the body size, ≥ 18 px there), and every position — the middle row, a drag's snap, the indicator — is
 * worked out from that height.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { useElderMode } from "./elder-mode";

/** Row height in CSS px (spec §9). */
export const PICKER_ITEM_HEIGHT = 36;
/** Row height in CSS px in elder mode: a touch target of at least 60 px (h5-notes §5). */
export const PICKER_ELDER_ITEM_HEIGHT = 60;
/** Rows visible at once (spec §9). */
export const PICKER_VISIBLE_COUNT = 5;
/** Movement (px) before a touch counts as a drag rather than a tap. */
const DRAG_THRESHOLD = 5;

/** One option of a picker column. */
export interface PickerOption {
  readonly value: string;
  readonly label: string;
  readonly disabled?: boolean;
}

/** Props of `Picker`. */
export interface PickerProps {
  /** Accessible name of the column (e.g. 年). */
  readonly label: string;
  readonly options: readonly PickerOption[];
  /** The selected value; when not among the options, the first option is shown selected. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Default 36, in elder mode 60. */
  readonly itemHeight?: number;
  /** Default 5 (odd numbers keep a middle row). */
  readonly visibleCount?: number;
  readonly className?: string;
}

interface Drag {
  readonly pointerId: number;
  readonly startY: number;
  dragging: boolean;
}

/**
 * One picker column.
 * @example <Picker label="月" options={months} value={month} onChange={setMonth} />
 */
export function Picker({ label, options, value, onChange, itemHeight: givenHeight, visibleCount = PICKER_VISIBLE_COUNT, className }: PickerProps) {
  const [elder] = useElderMode();
  const itemHeight = givenHeight ?? (elder ? PICKER_ELDER_ITEM_HEIGHT : PICKER_ITEM_HEIGHT);
  const baseId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  // Whether a drag is under way (the track follows the finger without a transition); state, as render reads it.
  const [dragging, setDragging] = useState(false);
  const suppressClick = useRef(false);
  const [delta, setDelta] = useState(0);

  const found = options.findIndex((option) => option.value === value);
  const selected = found >= 0 ? found : 0;
  const middle = Math.floor(visibleCount / 2);

  // React's touch listeners are passive; a non-passive one is needed to stop iOS from scrolling the page.
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const stop = (event: TouchEvent) => {
      if (event.cancelable) event.preventDefault();
    };
    element.addEventListener("touchmove", stop, { passive: false });
    return () => element.removeEventListener("touchmove", stop);
  }, []);

  const select = (index: number, direction: 1 | -1) => {
    const target = nearestEnabled(options, clamp(index, 0, options.length - 1), direction);
    const option = target === undefined ? undefined : options[target];
    if (option && option.value !== value) onChange(option.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, 1 | -1]> = {
      ArrowDown: [selected + 1, 1],
      ArrowUp: [selected - 1, -1],
      PageDown: [selected + visibleCount, 1],
      PageUp: [selected - visibleCount, -1],
      Home: [0, 1],
      End: [options.length - 1, -1],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    select(move[0], move[1]);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    suppressClick.current = false;
    drag.current = { pointerId: event.pointerId, startY: event.clientY, dragging: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const moved = event.clientY - current.startY;
    if (!current.dragging && Math.abs(moved) < DRAG_THRESHOLD) return;
    if (!current.dragging) {
      current.dragging = true;
      setDragging(true);
      ref.current?.setPointerCapture?.(event.pointerId);
    }
    // Resist beyond the ends so the column never leaves its frame entirely.
    const min = -(options.length - 1 - selected) * itemHeight - itemHeight;
    const max = selected * itemHeight + itemHeight;
    setDelta(clamp(moved, min, max));
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    if (!current.dragging) return;
    setDragging(false);
    suppressClick.current = true;
    const moved = event.clientY - current.startY;
    const steps = Math.round(-moved / itemHeight);
    setDelta(0);
    select(selected + steps, steps >= 0 ? 1 : -1);
  };

  const offset = (middle - selected) * itemHeight + delta;
  return (
    <div
      ref={ref}
      role="listbox"
      aria-label={label}
      aria-activedescendant={options.length > 0 ? `${baseId}-${selected}` : undefined}
      tabIndex={0}
      className={className ? `mm-picker ${className}` : "mm-picker"}
      style={{ height: itemHeight * visibleCount, touchAction: "none" }}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <div
        className="mm-picker__track"
        style={{ transform: `translate3d(0, ${offset}px, 0)`, transition: dragging ? "none" : "transform 200ms ease-out" }}
      >
        {options.map((option, index) => (
          <div
            key={option.value}
            id={`${baseId}-${index}`}
            role="option"
            aria-selected={index === selected}
            aria-disabled={option.disabled || undefined}
            className={index === selected ? "mm-picker__item mm-picker__item--selected" : "mm-picker__item"}
            style={{ height: itemHeight, lineHeight: `${itemHeight}px` }}
            onClick={() => {
              if (suppressClick.current) {
                suppressClick.current = false;
                return;
              }
              if (!option.disabled) select(index, index >= selected ? 1 : -1);
            }}
          >
            {option.label}
          </div>
        ))}
      </div>
      <div className="mm-picker__indicator" aria-hidden="true" style={{ top: middle * itemHeight, height: itemHeight }} />
    </div>
  );
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** The enabled option nearest `index`, looking in `direction` first. */
function nearestEnabled(options: readonly PickerOption[], index: number, direction: 1 | -1): number | undefined {
  for (let step = 0; step < options.length; step++) {
    for (const candidate of [index + step * direction, index - step * direction]) {
      const option = options[candidate];
      if (option && !option.disabled) return candidate;
    }
  }
  return undefined;
}
