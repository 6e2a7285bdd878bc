import { Building2, Scale, Smile, Thermometer, type LucideIcon } from "lucide-react";
import { useId } from "react";
import { cn } from "~/lib/cn";
import type { Business } from "../api/get-voice-options";
import { voiceChatText as t } from "../voice-chat-text";

// A picture for each sample business; another business gets a building.
const icons: Record<string, LucideIcon> = { "dental-clinic": Smile, "hvac-contractor": Thermometer, "law-office": Scale };

interface BusinessPickerProps {
  businesses: readonly Business[];
  value: string;
  onChange: (id: string) => void;
}

/** The sample businesses as radio cards: the receptionist plays the one chosen. */
export function BusinessPicker({ businesses, value, onChange }: BusinessPickerProps) {
  const name = useId();
  return (
    <fieldset className="mx-auto mb-4 max-w-3xl">
      <legend className="mb-2 text-sm font-semibold">{t.pickerLegend}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {businesses.map((b) => {
          const Icon = icons[b.id] ?? Building2;
          const checked = b.id === value;
          return (
            <label
              key={b.id}
              className={cn(
                "flex cursor-pointer items-center gap-3 rounded-lg border bg-card px-3 py-2.5 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
                checked ? "border-primary bg-accent" : "border-border hover:bg-muted",
              )}
              data-testid="business-option"
            >
              <input type="radio" name={name} value={b.id} checked={checked} onChange={() => onChange(b.id)} className="sr-only" />
              <span
                className={cn("flex h-9 w-9 shrink-0 items-center justify-center rounded-full", checked ? "bg-primary text-primary-foreground" : "bg-muted text-foreground")}
                aria-hidden
              >
                <Icon className="h-4 w-4" />
              </span>
              <span className="min-w-0">
                <span className="block text-sm leading-tight font-medium">{b.name}</span>
                <span className="block text-xs text-muted-foreground">{b.kind}</span>
              </span>
            </label>
          );
        })}
      </div>
      <p className="mt-2 text-xs text-muted-foreground">{t.pickerHint}</p>
    </fieldset>
  );
}
