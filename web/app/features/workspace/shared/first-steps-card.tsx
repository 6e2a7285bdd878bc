import { CircleCheck, Circle } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { showSteps, type FirstStep } from "./first-steps";

const text = {
  heading: "First steps",
  progress: (done: number, total: number) => `${done} of ${total} done`,
  done: "(done)",
  next: "(next)",
};

/** Scrolls to a heading on the page and moves the focus there, so the step is where the reader is. */
function goTo(hash: string) {
  const el = document.getElementById(hash.slice(1));
  if (!el) return;
  el.scrollIntoView({ block: "start" });
  if (!el.hasAttribute("tabindex")) el.setAttribute("tabindex", "-1");
  el.focus({ preventScroll: true });
}

/** An empty workspace's short ordered checklist (decision 0065): each step a link to where it is done. */
export function FirstStepsCard({ steps }: { steps: readonly FirstStep[] }) {
  const id = useId();
  const shown = showSteps(steps);
  return (
    <Card
      className="p-5"
      role="region"
      aria-labelledby={id}
      data-testid="first-steps"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {text.heading}
        </h2>
        <p className="text-sm text-muted-foreground">
          {text.progress(shown.done, steps.length)}
        </p>
      </div>
      <ol className="mt-3 grid gap-2">
        {shown.steps.map((s) => {
          const label = (
            <>
              {s.label}
              {s.done === true && <span className="sr-only"> {text.done}</span>}
              {s.next && <span className="sr-only"> {text.next}</span>}
            </>
          );
          const linkClass = cn(
            "text-sm underline-offset-4 hover:underline",
            s.done === true
              ? "text-muted-foreground line-through"
              : "font-medium text-primary",
          );
          return (
            <li
              key={s.label}
              className="flex items-start gap-2"
              data-done={s.done === true}
            >
              {s.done === true ? (
                <CircleCheck
                  className="mt-0.5 h-4 w-4 shrink-0 text-primary"
                  aria-hidden
                />
              ) : (
                <Circle
                  className={cn(
                    "mt-0.5 h-4 w-4 shrink-0",
                    s.next ? "text-primary" : "text-muted-foreground",
                  )}
                  aria-hidden
                />
              )}
              {s.target.startsWith("#") ? (
                <a
                  href={s.target}
                  className={linkClass}
                  onClick={(e) => {
                    e.preventDefault();
                    goTo(s.target);
                  }}
                >
                  {label}
                </a>
              ) : (
                <Link to={s.target} className={linkClass}>
                  {label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
