import { toast } from "sonner";

/**
 * Toasts as the spec words them: a title and an optional description. Errors use the
 * destructive style and the title 'Error' unless the caller names one.
 */
export const notify = {
  success(title: string, description?: string) {
    toast.success(title, { description });
  },
  error(description: string, title = "Error") {
    toast.error(title, { description });
  },
};
