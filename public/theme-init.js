// Sets the .dark class before React loads so a dark-theme user never sees a white flash.
// Mirrors src/web/lib/theme.ts (key "copyblocks-theme", default "system").
(() => {
  try {
    const stored = localStorage.getItem("copyblocks-theme");
    const theme = stored === "light" || stored === "dark" ? stored : "system";
    const dark =
      theme === "dark" || (theme === "system" && matchMedia("(prefers-color-scheme: dark)").matches);
    document.documentElement.classList.toggle("dark", dark);
    document.documentElement.style.colorScheme = dark ? "dark" : "light";
  } catch {
    // Storage can be blocked (privacy mode); React applies the theme moments later anyway.
  }
})();
