/** Search across projects: the header button and the Ctrl+K dialog. */
export const search = {
  title: "Search your projects",
  description: "Searches every block of your projects and of public ones.",
  inputLabel: "Search blocks",
  placeholder: "Search every block, e.g. guarantee",
  hint: "Type a word to search the blocks of your projects and of public projects.",
  loading: "Searching",
  results: "Results",
  empty: "Nothing found for “{{query}}”.",
  error: "The search failed: {{message}}",
  fields: {
    originalText: "Original",
    translation: "Translation",
    expansion: "Expansion",
  },
  keys: {
    move: "↑ ↓ move",
    open: "Enter opens",
    close: "Esc closes",
  },
};
