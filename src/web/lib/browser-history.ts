import { useEffect, useRef, useSyncExternalStore } from "react";
import { createPath, type Location, NavigationType, type Navigator, type Path, type To } from "react-router";

/**
 * The app's browser history, as React Router's `<BrowserRouter>` keeps it, plus what its
 * declarative mode lacks: holding an in-app navigation back until the writer answers. React
 * Router offers that only with its data router, which costs about 16 KB gzip on every page.
 * Entries keep React Router's state shape ({ usr, key, idx }).
 */

type EntryState = { usr?: unknown; key?: string; idx?: number };
export type HistoryUpdate = { action: NavigationType; location: Location };

/** Whether leaving `current` for `next` must wait for the writer's answer. */
export type LeaveCheck = (current: Location, next: Location) => boolean;

/** A navigation held back: carry it out, or stay. */
export type HeldNavigation = { proceed: () => void; reset: () => void };

export type AppHistory = Navigator & {
  readonly action: NavigationType;
  readonly location: Location;
  listen: (listener: (update: HistoryUpdate) => void) => () => void;
  /** Holds the navigations `check` names until the held one is proceeded or reset. One at a time. */
  guard: (check: LeaveCheck) => () => void;
  /** The navigation held back now, if any, and a way to hear when that changes. */
  held: () => HeldNavigation | null;
  onHeld: (callback: () => void) => () => void;
};

const entry = (): EntryState => (window.history.state ?? {}) as EntryState;
const randomKey = () => Math.random().toString(36).slice(2, 10);

function readLocation(): Location {
  const { pathname, search, hash } = window.location;
  const { usr = null, key = "default" } = entry();
  return { pathname, search, hash, state: usr, key };
}

function pathOf(to: To): Path {
  const url = new URL(typeof to === "string" ? to : createPath(to), window.location.href);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export function createAppHistory(): AppHistory {
  let action = NavigationType.Pop;
  let location = readLocation();
  let index = entry().idx ?? 0;
  if (entry().idx === undefined) window.history.replaceState({ ...entry(), idx: index }, "");
  let listener: ((update: HistoryUpdate) => void) | null = null;
  let check: LeaveCheck | null = null;
  let held: HeldNavigation | null = null;
  const heldCallbacks = new Set<() => void>();
  // A back or forward step held back is undone at once (the browser has moved already); the pop
  // event of that undo, and later of the step carried out, are the history's own.
  let ownPop: "undo" | "redo" | null = null;
  let undone = Promise.resolve();
  let settleUndo = () => {};

  const setHeld = (next: HeldNavigation | null) => {
    held = next;
    for (const callback of heldCallbacks) callback();
  };
  /** A held navigation whose answers count only while it is the one held. */
  const hold = (carryOut: () => void) => {
    const navigation: HeldNavigation = {
      proceed: () => {
        if (held !== navigation) return;
        setHeld(null);
        carryOut();
      },
      reset: () => {
        if (held === navigation) setHeld(null);
      },
    };
    setHeld(navigation);
  };

  const commit = (kind: NavigationType, next: Location) => {
    if (kind === NavigationType.Push) index += 1;
    const state: EntryState = { usr: next.state, key: next.key, idx: index };
    if (kind === NavigationType.Push) window.history.pushState(state, "", createPath(next));
    else window.history.replaceState(state, "", createPath(next));
    action = kind;
    location = next;
    listener?.({ action, location });
  };

  const navigate = (kind: NavigationType, to: To, state: unknown) => {
    const next: Location = { ...pathOf(to), state: state ?? null, key: randomKey() };
    if (check?.(location, next)) hold(() => commit(kind, next));
    else commit(kind, next);
  };

  window.addEventListener("popstate", () => {
    const next = readLocation();
    const nextIndex = entry().idx ?? index;
    const delta = nextIndex - index;
    if (ownPop === "undo") {
      ownPop = null;
      settleUndo();
      return;
    }
    if (ownPop !== "redo" && delta !== 0 && check?.(location, next)) {
      ownPop = "undo";
      undone = new Promise((resolve) => {
        settleUndo = resolve;
      });
      window.history.go(-delta);
      hold(
        () =>
          void undone.then(() => {
            ownPop = "redo";
            window.history.go(delta);
          }),
      );
      return;
    }
    ownPop = null;
    index = nextIndex;
    action = NavigationType.Pop;
    location = next;
    listener?.({ action, location });
  });

  return {
    get action() {
      return action;
    },
    get location() {
      return location;
    },
    listen: (callback) => {
      listener = callback;
      return () => {
        if (listener === callback) listener = null;
      };
    },
    push: (to, state) => navigate(NavigationType.Push, to, state),
    replace: (to, state) => navigate(NavigationType.Replace, to, state),
    go: (delta) => window.history.go(delta),
    createHref: (to) => (typeof to === "string" ? to : createPath(to)),
    encodeLocation: pathOf,
    guard: (given) => {
      check = given;
      return () => {
        if (check !== given) return;
        check = null;
        setHeld(null);
      };
    },
    held: () => held,
    onHeld: (callback) => {
      heldCallbacks.add(callback);
      return () => heldCallbacks.delete(callback);
    },
  };
}

let shared: AppHistory | null = null;

/** The one history of the browser tab, made on first use. */
export function appHistory(): AppHistory {
  shared ??= createAppHistory();
  return shared;
}

/**
 * While mounted, holds back in-app navigations (links, `navigate`, back and forward) that `check`
 * names; returns the held one, to proceed or reset, or null. Closing or reloading the tab is the
 * browser's `beforeunload` prompt, not this.
 */
export function useLeaveGuard(check: LeaveCheck): HeldNavigation | null {
  const history = appHistory();
  const latest = useRef(check);
  useEffect(() => {
    latest.current = check;
  });
  useEffect(() => history.guard((current, next) => latest.current(current, next)), [history]);
  return useSyncExternalStore(history.onHeld, history.held);
}
