// A table that may be wider than the screen between md and the widest layouts scrolls sideways. While it
// does, its scroll area is focusable and named, so keyboard users can scroll it too (WCAG 2.1.1; axe
// 'scrollable-region-focusable').
import { Box } from '@chakra-ui/react';
import { focusRing } from '@portal/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';

export function ScrollableTable({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);
  return (
    <Box
      ref={ref}
      overflowX="auto"
      {...(scrolls
        ? {
            tabIndex: 0,
            role: 'region',
            'aria-label': label,
            _focusVisible: focusRing('-2px'),
          }
        : {})}
    >
      {children}
    </Box>
  );
}
