import { BLOCK_TYPE_LABELS_EN, TEMPLATE_TYPE_LABELS } from "@/shared/blocks/type-labels";

/** Block type labels: the 31 copy types and the template types, from the shared label tables. */
export const blocks = {
  types: { ...BLOCK_TYPE_LABELS_EN, ...TEMPLATE_TYPE_LABELS.en },
};
