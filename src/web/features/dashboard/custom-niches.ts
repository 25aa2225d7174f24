import { useSyncExternalStore } from "react";

// A custom niche is a one-off for this visit, not a setting: it lives in sessionStorage.
const STORAGE_KEY = "copyblocks.custom-niches";
const listeners = new Set<() => void>();
let cache: string[] | null = null;

function read(): string[] {
  if (cache) return cache;
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? "[]");
    cache = Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === "string") : [];
  } catch {
    cache = [];
  }
  return cache;
}

export function addCustomNiche(niche: string) {
  const current = read();
  if (current.includes(niche)) return;
  cache = [...current, niche];
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(cache));
  } catch {
    // Storage unavailable: the niche still lasts until the page reloads.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCustomNiches(): string[] {
  return useSyncExternalStore(subscribe, read, () => []);
}

/** Server niches first, then this session's additions, without duplicates (case-insensitive). */
export function mergeNiches(...lists: readonly (readonly string[])[]): string[] {
  const seen = new Set<string>();
  const merged: string[] = [];
  for (const niche of lists.flat()) {
    const key = niche.trim().toLocaleLowerCase("pt-BR");
    if (!key || seen.has(key)) continue;
    seen.add(key);
    merged.push(niche.trim());
  }
  return merged;
}
