/** The dashboard's words: the spec's ("/dashboard") and ours. */
export const dashboardText = {
  welcome: (name: string) => `Welcome back, ${name}`,
  intro: "Your automation services, usage and plan at a glance.",
  settings: "Settings",
} as const;
