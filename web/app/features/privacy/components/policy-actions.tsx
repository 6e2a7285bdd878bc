import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";

export function PolicyActions() {
  return (
    <div className="flex flex-col gap-3 border-t border-border pt-8 sm:flex-row">
      <Link to="/contact" className={buttonVariants({ size: "lg" })}>
        Contact Us
      </Link>
      <Link to="/" className={buttonVariants({ variant: "outline", size: "lg" })}>
        Back to Home
      </Link>
    </div>
  );
}
