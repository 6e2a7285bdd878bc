import { PlayCircle } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/** The 'Try Live Demo' button of a service page: a real link, so it works before hydration. */
export function LiveDemoLink({ to, className }: { to: string; className?: string }) {
  return (
    <Link to={to} className={cn(buttonVariants({ variant: "outline", size: "lg" }), className)}>
      <PlayCircle className="h-5 w-5" aria-hidden />
      Try Live Demo
    </Link>
  );
}
