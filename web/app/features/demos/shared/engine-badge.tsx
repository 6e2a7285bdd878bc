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
      // Built-in answers come with no model connected, or in place of a model's answer that
      // could not be checked (docs/decisions/0069-model-structured-output.md): say neither alone.
      title={engine === BUILT_IN_ENGINE ? "Answered by Lexa's built-in engine: no AI model is connected, or the model's answer could not be checked" : undefined}
    >
      <Cpu className="h-3 w-3" aria-hidden />
      {engineLabel(engine)}
    </Badge>
  );
}
