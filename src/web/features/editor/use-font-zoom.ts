import { useState } from "react";

/** The cell font sizes Ctrl+plus and Ctrl+minus step through, in px. */
const FONT_SIZES = [12, 13, 14, 15, 16, 18, 20, 22];
const DEFAULT_FONT = 2;

/** The table's font size for this visit, with the three zoom shortcuts' actions. */
export function useFontZoom() {
  const [index, setIndex] = useState(DEFAULT_FONT);
  return {
    fontSize: FONT_SIZES[index],
    zoomIn: () => setIndex((i) => Math.min(FONT_SIZES.length - 1, i + 1)),
    zoomOut: () => setIndex((i) => Math.max(0, i - 1)),
    zoomReset: () => setIndex(DEFAULT_FONT),
  };
}
