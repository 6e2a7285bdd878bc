/**
 * A command or snippet to copy, in a monospace block. It is a focusable region named by
 * the heading or text that introduces it, so a keyboard can scroll it sideways on a
 * narrow screen.
 */
export function CodeBlock({ labelledBy, testId, children }: { labelledBy: string; testId?: string; children: string }) {
  return (
    <pre
      tabIndex={0}
      role="region"
      aria-labelledby={labelledBy}
      className="overflow-x-auto rounded-md bg-foreground p-3 font-mono text-xs leading-relaxed text-background focus-visible:outline-2 focus-visible:outline-ring"
    >
      <code data-testid={testId}>{children}</code>
    </pre>
  );
}
