import { useEffect, useState } from "react";

/** True once the page is scrolled more than `threshold` px (the header gains its shadow past 10 px). */
export function useScrolled(threshold = 10): boolean {
  const [scrolled, setScrolled] = useState(() => window.scrollY > threshold);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [threshold]);
  return scrolled;
}
