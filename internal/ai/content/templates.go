package content

// contentVoice is one tone's wording. Placeholders: {topic}/{Topic} the topic as named,
// {focus}/{Focus} its main key phrase, {second}/{Second} another key phrase (or the focus),
// {list} up to three key phrases ("a, b and c"). A capital letter marks a sentence start.
// Every opening line names the topic, so even the shortest tweet keeps a keyword.
// Sentences avoid verbs that must agree with the topic, which may be singular or plural.
type contentVoice struct {
	hooks, tiktokHooks, points, questions, ctas []string
	blogOpen, blogPreview                       []string
	subjects, emailOpen                         []string
	greeting, signoff                           string
	headlines, adBody, adCTA                    []string
	emoji                                       []string // line leaders on Instagram; the last leads the call to action
}

var contentVoices = map[string]contentVoice{
	// Professional: measured, no contractions, no exclamation marks.
	"professional": {
		hooks:       []string{"{Topic}: what every business leader should know.", "A closer look at {topic}.", "More growing businesses are putting {topic} at the top of their agenda."},
		tiktokHooks: []string{"What most businesses miss about {focus}:", "{Focus}, explained in 30 seconds."},
		points: []string{
			"Teams that invest in {focus} gain clearer processes and more time for the work that matters.",
			"The first step is simple: measure how your customers experience {focus} today.",
			"Done well, investing in {focus} becomes a lasting competitive advantage.",
			"The organisations leading on {second} treat the subject as a discipline, not a one-off project.",
		},
		questions:   []string{"How is your organisation approaching {focus}?", "What has been your biggest lesson with {focus} so far?"},
		ctas:        []string{"Learn more on our website.", "Contact our team to discuss what {focus} could mean for your business."},
		blogOpen:    []string{"{Topic} used to be a nice-to-have. Today it is a core business question: customers expect faster answers, and competitors are already adapting.", "Every growing business reaches a point where {focus} can no longer be handled ad hoc. That point usually arrives sooner than expected."},
		blogPreview: []string{"In this article, we look at {list}: what matters, where to start and how to measure the results.", "Below, we break down {list} into practical steps you can apply this quarter."},
		subjects:    []string{"{Topic}: key insights for this month", "What {focus} could mean for your business"},
		emailOpen:   []string{"This month, we are focusing on {topic}. It is one of the questions we hear most often from business owners, and the answers are more practical than they might seem.", "Few subjects shape how businesses serve their customers as much as {topic}. This issue gives a concise overview of what is changing and what it means for you."},
		greeting:    "Hello,",
		signoff:     "Best regards,\nThe team",
		headlines:   []string{"{Topic}, done properly", "Make {focus} work for your business"},
		adBody:      []string{"Clear results, less manual effort and a team that can focus on customers. See how {focus} fits your business.", "Trusted by growing businesses to deliver {focus} without the complexity."},
		adCTA:       []string{"Learn more today.", "Request a consultation."},
		emoji:       []string{"📊", "💡", "✅", "📈", "👉"},
	},
	// Casual: relaxed, contractions, short sentences.
	"casual": {
		hooks:       []string{"Let's talk about {topic}.", "Okay, real talk: you should be paying more attention to {focus}.", "{Topic}? Yeah, it's kind of a big deal."},
		tiktokHooks: []string{"Nobody talks about this part of {focus}.", "Wait, you're still doing {focus} the hard way?"},
		points: []string{
			"You don't need a huge team to get {focus} right.",
			"Start small, see what works, then double down on {focus}.",
			"Once you crack {focus}, you'll wonder why you waited.",
			"Honestly, most of the wins are hiding in {second}.",
		},
		questions:   []string{"What's your take on {focus}?", "Anyone else working on {focus} right now?"},
		ctas:        []string{"Check it out and let us know what you think.", "Give it a try this week, you won't regret it."},
		blogOpen:    []string{"Let's be honest: {focus} isn't the most glamorous topic. But it's the one that quietly decides whether your week runs smoothly or turns into a scramble.", "If you've ever wondered whether {topic} is worth the hype, you're not alone. We've wondered too, so we dug in."},
		blogPreview: []string{"We'll cover {list}, plus a few shortcuts we wish we'd known sooner.", "We'll walk through {list} and keep it practical, no jargon."},
		subjects:    []string{"Quick one: {focus}", "{Topic}, minus the jargon"},
		emailOpen:   []string{"We've been thinking a lot about {topic} lately, and we figured you might be too. So here's the short version.", "Everyone's asking us about {topic} lately, so let's dig in."},
		greeting:    "Hey there,",
		signoff:     "Cheers,\nThe team",
		headlines:   []string{"{Topic}, sorted.", "{Focus} without the headache"},
		adBody:      []string{"No fuss, no jargon, just {focus} that actually works.", "You've got better things to do. Let's make {focus} the easy part."},
		adCTA:       []string{"Tap to check it out.", "Give it a go today."},
		emoji:       []string{"😎", "🙌", "👀", "🔥", "👉"},
	},
	// Friendly: warm, second person.
	"friendly": {
		hooks:       []string{"We'd love to share something with you about {topic}.", "You deserve a simpler way to handle {focus}.", "Good news for you: {topic} can be easier than you think."},
		tiktokHooks: []string{"If you find {focus} stressful, this is for you.", "A little tip about {focus}, just for you."},
		points: []string{
			"You don't have to figure out {focus} on your own.",
			"Your customers will notice the difference with {focus}, and so will your team.",
			"Take it one step at a time; every improvement in {focus} adds up for you.",
			"We're here to help you make {second} feel effortless.",
		},
		questions:   []string{"What would make {focus} easier for you?", "How are you handling {focus} today? We'd love to hear from you!"},
		ctas:        []string{"Reach out anytime; we're happy to help!", "Come say hi and tell us about your goals!"},
		blogOpen:    []string{"If you've had {focus} on your mind, you're in good company. So many business owners we talk to want the same thing you do: less stress and happier customers.", "You work hard for your customers, and {topic} can make that effort go further."},
		blogPreview: []string{"In this post, we'll walk you through {list}, step by step, so you can pick what fits your business.", "Together, we'll look at {list} and the small changes that make a big difference for you."},
		subjects:    []string{"A little help with {focus}", "For you: our friendly guide to {focus}"},
		emailOpen:   []string{"We hope your week is going well! We wanted to share a few thoughts on {topic}, because we know it matters to you.", "Thank you for being part of our community. This time, we're talking about {topic}, and we think you'll find it useful."},
		greeting:    "Hi there,",
		signoff:     "Warmly,\nThe team",
		headlines:   []string{"{Focus} made easy for you", "Your friendly partner for {focus}"},
		adBody:      []string{"You focus on your customers; we'll help with {focus}. Friendly support, every step of the way.", "Make {focus} simpler for you and your team, starting today."},
		adCTA:       []string{"Say hello and let's get started!", "Try it today; we'd love to help!"},
		emoji:       []string{"💛", "🤗", "🌟", "😊", "👉"},
	},
	// Inspiring: aspirational, forward-looking.
	"inspiring": {
		hooks:       []string{"Imagine what your business could become with {topic}.", "Every great business story has a turning point, and {focus} could be yours.", "The future belongs to businesses that embrace {focus}."},
		tiktokHooks: []string{"This is your sign to take {focus} seriously.", "One decision about {focus} can change your whole year."},
		points: []string{
			"Big change starts with a single decision, and {focus} is a powerful place to begin.",
			"When you use {focus} to free your team from repetitive work, they have room to do their best work.",
			"Progress is built one bold step at a time, and {focus} is the next one.",
			"See {second} not as a tactic but as a chance to raise the bar for your customers.",
		},
		questions:   []string{"What would you build if {focus} were no longer holding you back?", "Where could {focus} take your business this year?"},
		ctas:        []string{"Take the first step today.", "Start building the business you imagine."},
		blogOpen:    []string{"Every business begins with a vision: to serve customers brilliantly and grow with purpose. Few things move that vision forward like {topic}.", "The businesses that thrive tomorrow are making brave choices today. Investing in {focus} is one of those choices."},
		blogPreview: []string{"In this article, we explore {list}, and how each one can move you closer to the business you want to build.", "Read on to discover how {list} can unlock new momentum for your team."},
		subjects:    []string{"Your next chapter starts with {focus}", "Dream bigger: {topic}"},
		emailOpen:   []string{"Every milestone starts with a single step. This month, we want to inspire you to take yours with {topic}.", "Great businesses are built by people who refuse to settle. Your next leap could begin with {topic}."},
		greeting:    "Hello,",
		signoff:     "To your success,\nThe team",
		headlines:   []string{"Unlock the power of {focus}", "Your future, powered by {focus}"},
		adBody:      []string{"Imagine a business that handles {focus} effortlessly, and a team free to do what they do best.", "Rise above the busywork. Let {focus} help you grow with confidence."},
		adCTA:       []string{"Start your journey today.", "Take the first step now."},
		emoji:       []string{"✨", "🚀", "🌱", "🌟", "👉"},
	},
	// Humorous: a light joke built around the topic, never at anyone's expense.
	"humorous": {
		hooks:       []string{"Plot twist: the secret hero of your to-do list? {Focus}.", "I tried ignoring {focus}. {Focus} did not ignore me.", "Roses are red, inboxes are full, {focus} done right is anything but dull."},
		tiktokHooks: []string{"POV: {focus} stopped running your life.", "Me, hoping {focus} will magically fix everything:"},
		points: []string{
			"Good news: getting {focus} right takes less effort than assembling flat-pack furniture.",
			"No spreadsheets were harmed in the making of this {focus} plan.",
			"Our coffee machine has strong opinions about {focus}. So do we, but ours come with data.",
			"With {second}, it's like flossing: everyone says they'll do it. This time, you actually will.",
		},
		questions:   []string{"What's the funniest thing that happened to your schedule because of {focus}?", "Be honest: how many coffees do you drink over {focus} each week?"},
		ctas:        []string{"Click the link before your to-do list notices.", "Try it today. Your future self is already saying thanks."},
		blogOpen:    []string{"There are two kinds of businesses: those with a plan for {focus}, and those currently hiding from it behind a very large coffee. This article is for both.", "{Topic}: a serious subject, but nobody said we can't smile while we sort it out."},
		blogPreview: []string{"Grab a snack: we'll cover {list}, with fewer buzzwords than a typical meeting.", "Stick around for {list}, plus at least one joke per section. Probably."},
		subjects:    []string{"{Focus}: now 100% less boring", "We need to talk about {focus} (it's not you, it's your process)"},
		emailOpen:   []string{"Good news: this email is about {topic}. Even better news: it's shorter than your last meeting.", "Our team argued about {topic} over lunch. The sandwiches lost, the ideas won."},
		greeting:    "Hi there,",
		signoff:     "Cheers (and puns),\nThe team",
		headlines:   []string{"{Focus}: now with fewer headaches", "Because {focus} shouldn't need a support group"},
		adBody:      []string{"We take {focus} seriously so you don't have to take it personally.", "Less chaos, more coffee breaks. That's {focus} done right."},
		adCTA:       []string{"Click before your to-do list finds out.", "Try it. Your calendar will thank you."},
		emoji:       []string{"😂", "🙃", "🤓", "😅", "👉"},
	},
}
