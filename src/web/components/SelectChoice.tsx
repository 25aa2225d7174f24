import { Select as SelectPrimitive } from "radix-ui";
import type { DeferredMenuProps } from "@/web/components/DeferredMenu";
import { Select, SelectContent, SelectItem } from "@/web/components/ui/select";

export type SelectChoiceProps = {
  value: string;
  options: { value: string; label: string }[];
  onValueChange: (value: string) => void;
};

/** DeferredSelect's Radix Select around the trigger it was given (the trigger shows the label). */
export default function SelectChoice({
  trigger,
  defaultOpen,
  value,
  options,
  onValueChange,
}: SelectChoiceProps & DeferredMenuProps) {
  return (
    <Select value={value} onValueChange={onValueChange} defaultOpen={defaultOpen}>
      <SelectPrimitive.Trigger asChild>{trigger}</SelectPrimitive.Trigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
