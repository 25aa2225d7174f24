/** Words used across features: buttons, states, generic errors. */
export const common = {
  appName: "CopyBlocks",
  actions: {
    cancel: "Cancel",
    close: "Close",
    save: "Save",
    saveChanges: "Save changes",
    saving: "Saving...",
    delete: "Delete",
    edit: "Edit",
    copy: "Copy",
    retry: "Try again",
    reload: "Reload",
    back: "Back",
    confirm: "Confirm",
    open: "Open",
    more: "More",
  },
  states: {
    loading: "Loading...",
    empty: "Nothing here yet",
    error: "Something went wrong",
  },
  copied: "Copied to clipboard",
  copyFailed: "Could not copy to the clipboard",
  noDescription: "No description",
  /** A mentioned project the reader may not open (or that is gone): its title is never shown. */
  privateProject: "private project",
  passwordRules: {
    tooWeak:
      "This password is too easy to guess: it is only spaces, or your own e-mail or name. Choose another.",
    tooCommon:
      "This password is too common: it is on the lists of breached passwords that attackers try first. Choose a less predictable one.",
  },
  engine: {
    ai: "AI",
    rules: "Local rules",
    local: "Local engine",
  },
  counts: {
    blocks_zero: "{{count}} blocks",
    blocks_one: "{{count}} block",
    blocks_other: "{{count}} blocks",
    words_one: "{{count}} word",
    words_other: "{{count}} words",
  },
  routeError: {
    title: "Something went wrong",
    body: "An unexpected error stopped this page. Reloading usually helps.",
  },
  sessionError: {
    title: "Could not check your session",
    body: "The server did not answer. Check your connection and try again.",
  },
  notFound: {
    title: "Oops! Page not found",
    body: "The page you are looking for does not exist or has moved.",
    home: "Return to Home",
  },
  underDevelopment: {
    title: "Under Development",
    body: "This feature is being built and will be available soon.",
    back: "Back to Dashboard",
  },
  checkingPermissions: "Checking permissions...",
  author: {
    anonymous: "Anonymous",
    user: "User {{id}}",
  },
};
