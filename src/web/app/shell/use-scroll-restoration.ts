import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { keepsScroll } from "@/web/lib/keep-scroll";

const STORAGE_KEY = "scroll-positions";

/** Each history entry's last scroll position (by location key); kept across reloads of the tab. */
const positions = new Map<string, number>(readSaved());

function readSaved(): [string, number][] {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "[]") as [string, number][];
  } catch {
    return [];
  }
}

/**
 * A new page (link, redirect) starts at the top, or at the element its #hash names; Back and
 * Forward put the page back where it was left; a page that only changed its address (KEEP_SCROLL)
 * stays where it is. Replaces the data router's `<ScrollRestoration>`.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const currentKey = useRef(location.key);

  useEffect(() => {
    // The browser would restore the position itself before React has drawn the page it belongs to.
    window.history.scrollRestoration = "manual";
    // Recorded as the reader scrolls: when the next page is drawn, the old one is already gone.
    const remember = () => positions.set(currentKey.current, window.scrollY);
    const save = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions]));
    window.addEventListener("scroll", remember, { passive: true });
    window.addEventListener("pagehide", save);
    return () => {
      window.removeEventListener("scroll", remember);
      window.removeEventListener("pagehide", save);
    };
  }, []);

  const keep = keepsScroll(location.state);
  // Before the browser paints the new page, so it never shows at the old page's position.
  useLayoutEffect(() => {
    currentKey.current = location.key;
    if (navigationType === "POP") window.scrollTo(0, positions.get(location.key) ?? 0);
    else if (keep) return;
    else if (location.hash)
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType, keep]);
}
