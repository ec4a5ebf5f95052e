// A short hint over an invoice's action (the transfer data, "Dokończ płatność"), drawn on hover and on
// keyboard focus after a delay, closed by Escape, by leaving (the pointer may move onto the hint itself:
// WCAG 1.4.13), by scrolling or resizing. Hydration: Chakra's Tooltip brought a state machine and
// Floating UI (~12 KB gzip) into the invoices screen's first view for one bubble above one element; this is
// that bubble, placed over the element in the page's own coordinates (a portal to the body, so that a
// scrolling table does not clip it). The hint repeats what the element's name or description already says,
// so it is hidden from assistive technology.
import { Box, Portal, chakra } from '@chakra-ui/react';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

export interface HintTooltipProps {
  hint: ReactNode;
  /** Milliseconds of hover or focus before the hint shows, and after leaving before it goes. */
  openDelay: number;
  closeDelay: number;
  maxW?: string;
  py?: string;
  children: ReactNode;
}

const GAP = 8;

export function HintTooltip({ hint, openDelay, closeDelay, maxW, py = '1.5', children }: HintTooltipProps) {
  const anchor = useRef<HTMLSpanElement>(null);
  const bubble = useRef<HTMLDivElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const [anchorRect, setAnchorRect] = useState<DOMRect | null>(null);

  const schedule = (open: boolean) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(
      () => setAnchorRect(open ? (anchor.current?.getBoundingClientRect() ?? null) : null),
      open ? openDelay : closeDelay,
    );
  };
  useEffect(() => () => window.clearTimeout(timer.current), []);

  useEffect(() => {
    if (!anchorRect) return;
    const close = () => setAnchorRect(null);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    window.addEventListener('scroll', close, true);
    window.addEventListener('resize', close);
    document.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('scroll', close, true);
      window.removeEventListener('resize', close);
      document.removeEventListener('keydown', onKey);
    };
  }, [anchorRect]);

  // Above the element, centred on it, kept inside the window; below it when there is no room above.
  useLayoutEffect(() => {
    const node = bubble.current;
    if (!anchorRect || !node) return;
    const { width, height } = node.getBoundingClientRect();
    const centre = anchorRect.left + anchorRect.width / 2;
    const left = Math.min(Math.max(GAP, centre - width / 2), window.innerWidth - GAP - width);
    const above = anchorRect.top - GAP - height;
    node.style.left = `${left + window.scrollX}px`;
    node.style.top = `${(above >= GAP ? above : anchorRect.bottom + GAP) + window.scrollY}px`;
    node.style.visibility = 'visible';
  }, [anchorRect]);

  return (
    <chakra.span
      ref={anchor}
      display="inline-flex"
      onPointerEnter={() => schedule(true)}
      onPointerLeave={() => schedule(false)}
      onFocus={() => schedule(true)}
      onBlur={() => schedule(false)}
    >
      {children}
      {anchorRect ? (
        <Portal>
          <Box
            ref={bubble}
            aria-hidden="true"
            position="absolute"
            top="0"
            left="0"
            visibility="hidden"
            zIndex="tooltip"
            maxW={maxW}
            textStyle="sm"
            px="3"
            py={py}
            bg="brand.900"
            color="white"
            borderRadius="l2"
            boxShadow="md"
            onPointerEnter={() => schedule(true)}
            onPointerLeave={() => schedule(false)}
          >
            {hint}
          </Box>
        </Portal>
      ) : null}
    </chakra.span>
  );
}
