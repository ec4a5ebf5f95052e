// portal-spec §2 Header: the header hides on scroll past 107 px on desktop and 117 px on mobile (below
// md, 960 px) and reappears when the user scrolls back up (or hovers or focuses it, see Header).
import { useEffect, useState } from 'react';

export const HIDE_THRESHOLD_DESKTOP = 107;
export const HIDE_THRESHOLD_MOBILE = 117;
export const DESKTOP_QUERY = '(min-width: 960px)';

export function hideThreshold(isDesktop: boolean): number {
  return isDesktop ? HIDE_THRESHOLD_DESKTOP : HIDE_THRESHOLD_MOBILE;
}

/** Pure step of the rule: whether the header is hidden after a scroll from `previousY` to `y`. */
export function nextHidden(previousY: number, y: number, threshold: number, wasHidden: boolean): boolean {
  if (y <= threshold) return false;
  if (y > previousY) return true;
  if (y < previousY) return false;
  return wasHidden;
}

export function useHideOnScroll(): boolean {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_QUERY);
    let previousY = window.scrollY;
    let frame = 0;
    let isHidden = false;

    const update = () => {
      frame = 0;
      const y = window.scrollY;
      isHidden = nextHidden(previousY, y, hideThreshold(desktop.matches), isHidden);
      previousY = y;
      setHidden(isHidden);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };

    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  return hidden;
}
