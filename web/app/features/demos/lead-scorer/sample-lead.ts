/**
 * What 'Load Sample Lead' fills in: every labelled line the profile reads, and notes the
 * score rules and the engine's BANT reading both pick up (a VP, a budget, a timeline, a
 * pricing-page visit), so the sample scores a Hot Lead.
 */
export const sampleLead = `Name: Sarah Johnson
Company: TechFlow Solutions
Position: VP of Customer Operations
Email: sarah.johnson@techflow.example
Phone: (555) 123-4567
Budget: $50,000 - $75,000 per year
Timeline: Looking to implement within Q2
Company Size: 250 employees

Notes:
- Visited pricing page twice this week
- Downloaded the call center automation guide
- Handles 800+ inbound calls a day and misses about 15% after hours
- Asked whether the AI can hand calls to a human agent`;
