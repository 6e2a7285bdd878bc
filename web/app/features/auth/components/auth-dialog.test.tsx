import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AuthContext, type AuthContextValue, type AuthDialogMode } from "~/providers/auth-provider";
import type { ReturnPath } from "~/lib/return-path";
import AuthDialog from "./auth-dialog";
import { json, testUser } from "~/test/fixtures";

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("~/lib/notify", () => ({ notify }));

const fetchMock = vi.fn<typeof fetch>();

// Whether the page says Google sign-in is configured (<meta name="lexa:google-sign-in">).
const google = vi.hoisted(() => ({ on: true }));
vi.mock("~/lib/google-sign-in", async (actual) => ({
  ...(await actual<typeof import("~/lib/google-sign-in")>()),
  googleSignInEnabled: () => google.on,
}));

/** The dialog's toasts all carry its id, so each replaces the last. */
const toast = { id: "auth-dialog" };

beforeEach(() => {
  google.on = true;
  notify.success.mockReset();
  notify.error.mockReset();
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});


const user = testUser;

function renderDialog(mode: AuthDialogMode, returnTo?: ReturnPath) {
  const auth: AuthContextValue = {
    status: "signedOut",
    user: null,
    isAdmin: false,
    dialog: { mode, key: 1, returnFocus: null, returnTo },
    openAuthDialog: vi.fn(),
    closeAuthDialog: vi.fn(),
    refresh: vi.fn(async () => {}),
    signOut: vi.fn(async () => {}),
    openAdmin: vi.fn(),
    onOpenAdmin: () => () => {},
  };
  const router = createMemoryRouter(
    [
      { path: "/", element: <AuthDialog /> },
      { path: "/dashboard", element: <h1>Dashboard page</h1> },
      { path: "/analytics", element: <h1>Analytics page</h1> },
    ],
    { initialEntries: ["/"] },
  );
  render(
    <AuthContext.Provider value={auth}>
      <RouterProvider router={router} />
    </AuthContext.Provider>,
  );
  return { auth, router };
}

// Labels read "Email *": the marker is hidden from assistive technology, not from textContent.
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole("button", { name }));
const lastRequest = () => {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return { url: String(url), method: init?.method ?? "GET", body: init?.body ? JSON.parse(String(init.body)) : undefined };
};

describe("authentication dialog", () => {
  it("has the sign-in mode's words and fields", () => {
    renderDialog("signin");
    expect(screen.getByRole("dialog", { name: "Welcome back" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Continue with Google" })).toBeTruthy();
    expect(screen.getByText("Or continue with")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sign In" })).toBeTruthy();
    expect(screen.getByText(/Don't have an account\?/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sign up" })).toBeTruthy();
    expect(screen.queryByLabelText(/^Full Name/)).toBeNull();
    expect(field("Email").required).toBe(true);
    expect(field("Password").required).toBe(true);
    expect(field("Password").minLength).toBe(6);
  });

  it("toggles to sign-up mode, which adds Full Name, and back", () => {
    renderDialog("signin");
    click("Sign up");
    expect(screen.getByRole("dialog", { name: "Create your account" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Create Account" })).toBeTruthy();
    // What creating an account agrees to, each opened in a new tab.
    expect(screen.getByRole("link", { name: "Terms of Service" }).getAttribute("href")).toBe("/terms");
    expect(screen.getByRole("link", { name: "Privacy Policy" }).getAttribute("target")).toBe("_blank");
    expect(screen.getByText(/Already have an account\?/)).toBeTruthy();
    expect(field("Full Name").required).toBe(true);
    expect(screen.getByRole("button", { name: "Continue with Google" })).toBeTruthy();
    click("Sign in");
    expect(screen.getByRole("dialog", { name: "Welcome back" })).toBeTruthy();
  });

  // The form's rules load and run as react-hook-form validates: their messages come a moment after the click.
  it("shows the first problem as a 'Validation Error' toast and sends nothing", async () => {
    renderDialog("signup");
    type("Full Name", "J");
    type("Email", "not-an-address");
    click("Create Account");
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("Name must be at least 2 characters", "Validation Error", toast));
    type("Full Name", "Jane Doe");
    click("Create Account");
    await waitFor(() => expect(notify.error).toHaveBeenLastCalledWith("Invalid email address", "Validation Error", toast));
    type("Email", "jane@example.com");
    type("Password", "12345");
    click("Create Account");
    await waitFor(() => expect(notify.error).toHaveBeenLastCalledWith("Password must be at least 6 characters", "Validation Error", toast));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("reads 'Processing...' while signing in, then welcomes, refreshes and goes to /dashboard", async () => {
    let answer!: (r: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const { auth, router } = renderDialog("signin");
    type("Email", " jane@example.com ");
    type("Password", "secret");
    click("Sign In");
    const busy = await screen.findByRole("button", { name: "Processing..." });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(lastRequest()).toEqual({ url: "/api/auth/signin", method: "POST", body: { email: "jane@example.com", password: "secret" } });

    await act(async () => answer(json(200, { user })));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(notify.success).toHaveBeenCalledWith("Welcome back!", "You've been signed in successfully.", toast);
    expect(auth.refresh).toHaveBeenCalled();
    expect(auth.closeAuthDialog).toHaveBeenCalled();
  });

  it("says 'Invalid email or password' for wrong credentials", async () => {
    fetchMock.mockResolvedValueOnce(json(400, { error: { code: "validation", message: "Invalid login credentials" } }));
    renderDialog("signin");
    type("Email", "jane@example.com");
    type("Password", "wrong!");
    click("Sign In");
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("Invalid email or password. Please try again.", undefined, toast));
    expect(screen.getByRole("button", { name: "Sign In" })).toBeTruthy();
  });

  it("offers 'Resend link' when the address is not confirmed, and sends it for the typed address", async () => {
    fetchMock.mockResolvedValueOnce(
      json(403, { error: { code: "forbidden", message: "Email not confirmed. Please open the link we sent to your inbox, or ask for a new one." } }),
    );
    renderDialog("signin");
    type("Email", "jane@example.com");
    type("Password", "secret");
    click("Sign In");
    const resend = await screen.findByRole("button", { name: "Resend link" });
    expect(notify.error).toHaveBeenCalledWith(expect.stringMatching(/^Email not confirmed/), undefined, toast);

    fetchMock.mockResolvedValueOnce(json(202, { message: "A new link is on its way." }));
    fireEvent.click(resend);
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("Check your inbox", "A new link is on its way.", toast));
    expect(lastRequest()).toEqual({ url: "/api/auth/verify/resend", method: "POST", body: { email: "jane@example.com" } });
  });

  it("creates the account, then shows the inbox view with the address, focused on its heading", async () => {
    fetchMock.mockResolvedValueOnce(json(201, { user: { id: "u1", email: "jane@example.com" }, message: "Please check your email to verify your account." }));
    const { auth } = renderDialog("signup", "/analytics");
    type("Full Name", " Jane Doe ");
    type("Email", "jane@example.com");
    type("Password", "secret");
    click("Create Account");
    const heading = await screen.findByRole("heading", { name: "Check your inbox" });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByTestId("check-inbox").textContent).toContain("jane@example.com");
    expect(notify.success).toHaveBeenCalledWith("Account created!", "Please check your email to verify your account.", toast);
    expect(lastRequest().body).toEqual({ fullName: "Jane Doe", email: "jane@example.com", password: "secret", return: "/analytics" });
    expect(auth.closeAuthDialog).not.toHaveBeenCalled();
  });

  it("resends from the inbox view once its cooldown is over, and counts down again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fetchMock.mockResolvedValueOnce(json(201, { user: { id: "u1", email: "jane@example.com" }, message: "Please check your email to verify your account." }));
      renderDialog("signup");
      type("Full Name", "Jane Doe");
      type("Email", "jane@example.com");
      type("Password", "secret");
      click("Create Account");
      const waiting = await screen.findByRole("button", { name: "Resend in 30 s" });
      expect(waiting.getAttribute("aria-disabled")).toBe("true");
      fireEvent.click(waiting);
      expect(fetchMock).toHaveBeenCalledTimes(1);

      for (let i = 0; i < 30; i++) await act(async () => vi.advanceTimersByTime(1000));
      fetchMock.mockResolvedValueOnce(json(202, { message: "A new link is on its way." }));
      click("Resend e-mail");
      expect((await screen.findByText("A new link is on its way.")).getAttribute("role")).toBe("status");
      expect(lastRequest()).toEqual({ url: "/api/auth/verify/resend", method: "POST", body: { email: "jane@example.com" } });
      expect(await screen.findByRole("button", { name: "Resend in 30 s" })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it("goes back from the inbox view to the filled-in form to change the address", async () => {
    fetchMock.mockResolvedValueOnce(json(201, { user: { id: "u1", email: "jne@example.com" }, message: "Please check your email to verify your account." }));
    renderDialog("signup");
    type("Full Name", "Jane Doe");
    type("Email", "jne@example.com");
    type("Password", "secret");
    click("Create Account");
    fireEvent.click(await screen.findByRole("button", { name: "Use a different e-mail address" }));
    expect(screen.getByRole("dialog", { name: "Create your account" })).toBeTruthy();
    expect(field("Email").value).toBe("jne@example.com");
    expect(field("Full Name").value).toBe("Jane Doe");
  });

  it("shows each problem under its field, tied by aria-describedby, and focuses the first", async () => {
    renderDialog("signup");
    type("Email", "nope");
    click("Create Account");
    await waitFor(() => expect(field("Password").getAttribute("aria-invalid")).toBe("true"));
    for (const [label, message] of [
      ["Full Name", "Name must be at least 2 characters"],
      ["Email", "Invalid email address"],
      ["Password", "Password must be at least 6 characters"],
    ] as const) {
      const input = field(label);
      expect(input.getAttribute("aria-invalid")).toBe("true");
      const described = document.getElementById(input.getAttribute("aria-describedby") ?? "");
      expect(described?.textContent).toBe(message);
    }
    expect(document.activeElement).toBe(field("Full Name"));
    // One toast for the form, not one per field.
    expect(notify.error).toHaveBeenCalledTimes(1);
    type("Full Name", "Jane Doe");
    expect(field("Full Name").getAttribute("aria-invalid")).toBeNull();
    expect(field("Email").getAttribute("aria-invalid")).toBe("true");
  });

  it("puts the server's field messages under the fields", async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, { error: { code: "validation", message: "Some fields contain invalid data.", fields: { email: "Invalid email address" } } }),
    );
    renderDialog("signup");
    type("Full Name", "Jane Doe");
    type("Email", "jane@example.com");
    type("Password", "secret");
    click("Create Account");
    await waitFor(() => expect(field("Email").getAttribute("aria-invalid")).toBe("true"));
    expect(field("Full Name").getAttribute("aria-invalid")).toBeNull();
  });

  it("returns to the page that asked for sign-in", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { user }));
    const { router } = renderDialog("signin", "/analytics");
    type("Email", "jane@example.com");
    type("Password", "secret");
    click("Sign In");
    await waitFor(() => expect(router.state.location.pathname).toBe("/analytics"));
  });

  it("offers Google only when the site has it configured", () => {
    google.on = false;
    renderDialog("signin");
    expect(screen.queryByRole("button", { name: "Continue with Google" })).toBeNull();
    expect(screen.queryByText("Or continue with")).toBeNull();
    expect(screen.getByRole("button", { name: "Sign In" })).toBeTruthy();
  });

  it("turns 'already registered' into the spec's words", async () => {
    fetchMock.mockResolvedValueOnce(json(409, { error: { code: "conflict", message: "User already registered" } }));
    renderDialog("signup");
    type("Full Name", "Jane Doe");
    type("Email", "jane@example.com");
    type("Password", "secret");
    click("Create Account");
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("This email is already registered. Please sign in instead.", undefined, toast));
  });

  it("sends 'Forgot password?' for the typed address, after checking it", async () => {
    renderDialog("signin");
    click("Forgot password?");
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("Invalid email address", "Validation Error", toast));
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(json(202, { message: "If an account uses that address, a link is on its way." }));
    type("Email", "jane@example.com");
    click("Forgot password?");
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("Check your inbox", "If an account uses that address, a link is on its way.", toast));
    expect(lastRequest()).toEqual({ url: "/api/auth/password/forgot", method: "POST", body: { email: "jane@example.com" } });
  });

  it("shows a Google sign-in failure's message", async () => {
    fetchMock.mockResolvedValueOnce(json(503, { error: { code: "unavailable", message: "Google sign-in is unavailable right now. Please try again later." } }));
    renderDialog("signin");
    click("Continue with Google");
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("Google sign-in is unavailable right now. Please try again later.", undefined, toast));
    expect(lastRequest().url).toBe("/api/auth/google");
    expect((screen.getByRole("button", { name: "Continue with Google" }) as HTMLButtonElement).disabled).toBe(false);
  });
});
