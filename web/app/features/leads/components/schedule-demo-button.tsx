import type { VariantProps } from "class-variance-authority";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";

export type DemoService = "voice-ai" | "recruitment" | "payroll" | "call-center" | "content" | "general";

interface ScheduleDemoButtonProps extends VariantProps<typeof buttonVariants> {
  /** Which service the demo is about; the booking dialog carries it as specificService. */
  service?: DemoService;
  label?: string;
  className?: string;
}

/**
 * Every 'Schedule Live Demo' / 'Schedule Demo' button on the site. The three-step booking
 * dialog arrives with the leads issue (4); until then the button leads to /contact, where
 * a visitor can ask for a demo. Wiring the dialog is a change to this component only.
 */
export function ScheduleDemoButton({ service = "general", label = "Schedule Live Demo", className, variant, size }: ScheduleDemoButtonProps) {
  return (
    <Link
      to={`/contact?interest=${service}`}
      className={cn(buttonVariants({ variant, size }), className)}
      data-demo-service={service}
    >
      {label}
    </Link>
  );
}
