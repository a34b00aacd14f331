/**
 * Swipe (banner carousel, spec §9: auto-advance every 3000 ms, 300 ms transition), looping, with dots.
 *
 * Accessible as an APG carousel: a region with `aria-roledescription="carousel"` and a label; each slide a
 * group with `aria-roledescription="slide"` labelled "n / total"; slides out of view are `inert` and hidden
 * from assistive technology; a pause/play button stops the rotation (WCAG 2.2.2), and rotation also pauses
 * while a finger is on it, while focus is inside it, and when the customer prefers reduced motion. While
 * stopped, the slide area is a polite live region (focus on the pause/play button itself does not pause,
 * so "play" works from the keyboard). Arrow keys move between slides when focus is inside.
 *
 * Decision: horizontal drags use pointer events with `touch-action: pan-y`, so vertical page scrolling
 * still starts on the banner; a drag of 20 % of the width moves one slide.
 */
import { Children, useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent, type ReactNode } from "react";
import { useMessages } from "../i18n";
import { UI_MESSAGES } from "../i18n/messages/ui";
import { MallIcon } from "./MallIcon";

/** Time between automatic moves (spec §9). */
export const SWIPE_AUTOPLAY_MS = 3000;
/** Transition time of a move (spec §9). */
export const SWIPE_DURATION_MS = 300;
/** Share of the width a drag must cover to move a slide. */
const SWIPE_DISTANCE = 0.2;

/** Props of `Swipe`. */
export interface SwipeProps {
  /** Accessible name of the carousel (e.g. 活动推荐). */
  readonly label: string;
  /** One child per slide. */
  readonly children: ReactNode;
  /** Milliseconds between moves; default 3000; 0 turns auto-advance off. */
  readonly autoplay?: number;
  /** Transition milliseconds; default 300. */
  readonly duration?: number;
  readonly showDots?: boolean;
  readonly initialIndex?: number;
  readonly onChange?: (index: number) => void;
}

/**
 * An auto-advancing carousel.
 * @example <Swipe label={t("home.banners")}>{banners.map((b) => <img key={b.id} src={b.img} alt={b.title} />)}</Swipe>
 */
export function Swipe({ label, children, autoplay = SWIPE_AUTOPLAY_MS, duration = SWIPE_DURATION_MS, showDots = true, initialIndex = 0, onChange }: SwipeProps) {
  const t = useMessages(UI_MESSAGES);
  const slides = Children.toArray(children);
  const count = slides.length;
  const [index, setIndex] = useState(() => clampIndex(initialIndex, count));
  const [stopped, setStopped] = useState(prefersReducedMotion);
  const [touching, setTouching] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dragX, setDragX] = useState(0);
  const root = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const drag = useRef<{ pointerId: number; startX: number; startY: number; horizontal: boolean | null } | null>(null);

  const current = clampIndex(index, count);
  const goTo = (next: number) => {
    const wrapped = count === 0 ? 0 : ((next % count) + count) % count;
    setIndex(wrapped);
    if (wrapped !== current) onChange?.(wrapped);
  };
  // The latest goTo for the autoplay timer, kept after each commit (never written during render).
  const goToRef = useRef(goTo);
  useLayoutEffect(() => {
    goToRef.current = goTo;
  });

  const rotating = autoplay > 0 && count > 1 && !stopped && !touching && !focused;
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => goToRef.current(current + 1), autoplay);
    return () => clearTimeout(timer);
  }, [rotating, current, autoplay]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, horizontal: null };
    setTouching(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    const dx = event.clientX - d.startX;
    const dy = event.clientY - d.startY;
    if (d.horizontal === null && Math.abs(dx) + Math.abs(dy) > 6) d.horizontal = Math.abs(dx) > Math.abs(dy);
    if (d.horizontal) setDragX(dx);
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    drag.current = null;
    setTouching(false);
    const width = root.current?.offsetWidth ?? 0;
    const dx = event.clientX - d.startX;
    setDragX(0);
    if (d.horizontal && width > 0 && Math.abs(dx) >= width * SWIPE_DISTANCE) goTo(current + (dx < 0 ? 1 : -1));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "ArrowRight") goTo(current + 1);
    else if (event.key === "ArrowLeft") goTo(current - 1);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      ref={root}
      className="mm-swipe"
      aria-roledescription={t("ui.swipe.carousel")}
      aria-label={label}
      onKeyDown={onKeyDown}
      onFocus={(event) => setFocused(event.target !== toggle.current)}
      onBlur={onBlur}
    >
      {autoplay > 0 && count > 1 && (
        <button
          ref={toggle}
          type="button"
          className="mm-swipe__toggle"
          aria-label={stopped ? t("ui.swipe.play") : t("ui.swipe.pause")}
          onClick={() => setStopped(!stopped)}
        >
          <MallIcon name={stopped ? "play" : "pause"} />
        </button>
      )}
      <div
        className="mm-swipe__track"
        aria-live={rotating ? "off" : "polite"}
        style={{
          transform: `translate3d(calc(${-current * 100}% + ${dragX}px), 0, 0)`,
          transition: dragX !== 0 ? "none" : `transform ${duration}ms ease`,
          touchAction: "pan-y",
        }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onPointerLeave={onPointerEnd}
      >
        {slides.map((slide, i) => (
          <div
            key={i}
            className="mm-swipe__slide"
            role="group"
            aria-roledescription={t("ui.swipe.slide")}
            aria-label={t("ui.swipe.position", { n: i + 1, total: count })}
            aria-hidden={i !== current || undefined}
            inert={i !== current}
          >
            {slide}
          </div>
        ))}
      </div>
      {showDots && count > 1 && (
        <div className="mm-swipe__dots" aria-hidden="true">
          {slides.map((_, i) => (
            <span key={i} className={i === current ? "mm-swipe__dot mm-swipe__dot--active" : "mm-swipe__dot"} />
          ))}
        </div>
      )}
    </section>
  );
}

function clampIndex(index: number, count: number): number {
  if (count === 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.trunc(index) || 0));
}

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}
