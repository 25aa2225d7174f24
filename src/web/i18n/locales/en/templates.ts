export const templates = {
  title: "Templates",
  subtitle: "Start a project from a ready structure: each block holds a hint of what to write.",
  structure: "Structure",
  failed: "Could not create the project",
};
