import { useId, type ReactNode } from "react";
import { Card } from "~/components/ui/card";

/** A titled card that is a landmark of its own, named by its heading. */
export function SectionCard({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card role="region" aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </Card>
  );
}
