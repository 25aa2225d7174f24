/** Live collaboration: who else has the project open, and saves made by others. */
export const live = {
  presence: {
    label: "People with this project open",
    you: "{{name}} (you)",
    editing: "{{name}} is editing block {{position}}",
    viewing: "{{name}} is viewing",
    more_one: "and {{count}} more person",
    more_other: "and {{count}} more people",
  },
  blocks: {
    updated: "{{name}} saved changes; the blocks were updated",
    pending: "{{name}} saved changes; yours will be merged when they are saved",
  },
};
