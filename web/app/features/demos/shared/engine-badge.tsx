import { Cpu } from "lucide-react";
import { Badge } from "~/components/ui/badge";

export const BUILT_IN_ENGINE = "built-in";

/** Says which engine wrote the answer: Lexa's built-in engine or the connected model. */
export function engineLabel(engine: string): string {
  return engine === BUILT_IN_ENGINE ? "Built-in engine" : `Model: ${engine}`;
}

export function EngineBadge({ engine }: { engine: string }) {
  return (
    <Badge
      variant="outline"
      className="gap-1 font-normal"
      data-testid="engine-badge"
      title={engine === BUILT_IN_ENGINE ? "Answered by Lexa's built-in engine, with no AI model connected" : undefined}
    >
      <Cpu className="h-3 w-3" aria-hidden />
      {engineLabel(engine)}
    </Badge>
  );
}
