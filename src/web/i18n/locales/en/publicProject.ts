/** The read-only page of a public project, for visitors without an account. */
export const publicProject = {
  loading: "Loading project",
  notFoundTitle: "Project not found",
  notFoundBody: "This link is not public or the project no longer exists.",
  loadError: "Could not load this project. Try again in a moment.",
  by: "By {{name}} · updated {{date}}",
  readOnly: "Read-only public project",
  blocks: "Blocks",
  finalCopy: "Final copy",
  translation: "Translation",
  expansion: "Expansion",
  empty: "This project has no blocks yet.",
  ctaTitle: "Want to adapt this copy?",
  ctaBody: "Sign up for free to duplicate this project into your own account and edit every block.",
  ctaSignUp: "Sign up to duplicate",
  ctaSignIn: "I already have an account",
  home: "Go to CopyBlocks",
};
