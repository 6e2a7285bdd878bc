package content

// voice is one tone's wording. The topic itself is the headline; these sentences
// go around it, so none of them has to fit the topic's grammar, and none names the topic
// again: each of its key words is said once, in the headline (issue 31). None claims a
// fact the topic does not give: no prices, no limits, no numbers, no "limited time".
type voice struct {
	mark      string              // how an exciting headline ends: "." or "!"
	openers   map[string][]string // a short first line, by goal; "event-undated" for an event whose topic gives no date or time
	bodies    map[string][]string // one or two sentences after the headline, by goal
	questions map[string][]string // invites replies, by goal
	ctas      map[string][]string // the call to action, by action: each names what to do
	blogOpen  []string            // a blog's first paragraph
	blogCover string              // a blog's preview: "In this article, we cover %s."
	emailCTA  string              // an e-mail's call to action when it asks the reader to get in touch
	greeting  string
	signoff   string
	emoji     []string // line leaders on Instagram; the last leads the call to action
}

var voices = map[string]voice{
	// Professional: measured, no contractions, no exclamation marks.
	"professional": {
		mark: ".",
		openers: map[string][]string{
			"offer": {"An offer for our clients."}, "event": {"Save the date."}, "event-undated": {"You are invited."},
			"announcement": {"We have news to share."},
			"advice":       {"A quick note for our community."}, "showcase": {"A recent project we are proud of."},
			"reminder": {"A timely reminder."}, "general": {"An update worth sharing."},
		},
		bodies: map[string][]string{
			"offer":        {"Our team would be glad to help you take advantage of it.", "If you have questions, our team is happy to answer them."},
			"event":        {"We look forward to seeing you there.", "Everyone is welcome, and our team will be on hand to answer questions."},
			"announcement": {"We are pleased to share this with our customers.", "If you have questions, our team is happy to answer them."},
			"advice":       {"A little preparation now can prevent bigger problems later.", "If you are not sure where to start, our team can help."},
			"showcase":     {"Careful planning made all the difference.", "Every project starts with a conversation about what you need."},
			"reminder":     {"Planning ahead saves time and stress.", "It is easier to finish early than to rush at the last minute."},
			"general":      {"If you have questions, our team is happy to answer them.", "Talk to our team to see whether it is a good fit for you."},
		},
		questions: map[string][]string{
			"offer": {"Have you been waiting for this one?"}, "event": {"Will we see you there?"},
			"announcement": {"What do you think?"}, "advice": {"What would you like to know?"},
			"showcase": {"What do you think of the result?"}, "reminder": {"Is everything ready on your side?"},
			"general": {"What would you like to know more about?"},
		},
		ctas: map[string][]string{
			"book": {"Book your appointment online or call us today."}, "order": {"Order online or visit us today."},
			"subscribe": {"Subscribe today to get started."}, "join": {"Reserve your place today."},
			"visit": {"Visit us any time during opening hours.", "Visit us any time; we would be glad to see you."}, "call": {"Contact our team if you would like help.", "Contact us if you would like help."},
			"quote": {"Contact us to request a quote for your project."},
		},
		blogOpen:  []string{"If you have been meaning to look into this, here is a practical place to start."},
		blogCover: "In this article, we cover %s.",
		emailCTA:  "Reply to this email with any questions.",
		greeting:  "Hello,",
		signoff:   "Best regards,\nThe team",
		emoji:     []string{"📌", "✅", "💼", "📅", "👉"},
	},
	// Casual: relaxed, contractions, short sentences.
	"casual": {
		mark: "!",
		openers: map[string][]string{
			"offer": {"Okay, this one's a good deal."}, "event": {"Mark your calendar."}, "event-undated": {"You're gonna want to be there."},
			"announcement": {"Big news, friends."},
			"advice":       {"Quick tip time.", "Quick one for you."}, "showcase": {"Okay, we have to show you this one."},
			"reminder": {"Heads up!"}, "general": {"Fresh from us."},
		},
		bodies: map[string][]string{
			"offer":        {"Honestly, it's a great excuse to finally try it.", "Questions? Just ask."},
			"event":        {"Bring a friend, it's more fun that way.", "Come as you are."},
			"announcement": {"We're pretty excited about this one.", "Questions? Just ask."},
			"advice":       {"It's easier than it sounds, promise.", "A few minutes now can save you a big headache later."},
			"showcase":     {"We're still a little in love with how it turned out.", "Not bad, right?"},
			"reminder":     {"Don't leave it to the last minute.", "It's easier to get done early."},
			"general":      {"Got questions? Ask away.", "We're here if you need us."},
		},
		questions: map[string][]string{
			"offer": {"Who's in?"}, "event": {"Who's coming?"}, "announcement": {"Who's excited?"},
			"advice": {"What's your best tip?"}, "showcase": {"Pretty good, right?"}, "reminder": {"All set?"},
			"general": {"Thoughts?"},
		},
		ctas: map[string][]string{
			"book": {"Book your spot today."}, "order": {"Grab yours today."}, "subscribe": {"Sign up today, it only takes a minute."},
			"join": {"Save your spot and bring a friend."}, "visit": {"Come on in, no need to call ahead."},
			"call": {"Give us a call, we're glad to help."}, "quote": {"Want one? Get in touch for a quote."},
		},
		blogOpen:  []string{"We get asked about this a lot, so here's the short version."},
		blogCover: "We'll cover %s.",
		emailCTA:  "Got questions? Just hit reply.",
		greeting:  "Hey there,",
		signoff:   "Cheers,\nThe team",
		emoji:     []string{"😎", "🙌", "👀", "🔥", "👉"},
	},
	// Friendly: warm, second person.
	"friendly": {
		mark: "!",
		openers: map[string][]string{
			"offer": {"We have something special for you!", "This one is for you!"}, "event": {"You're invited!"}, "announcement": {"Guess what?"},
			"advice": {"A little help from us."}, "showcase": {"We love how this one turned out!"},
			"reminder": {"Just a friendly reminder."}, "general": {"We wanted to share this with you."},
		},
		bodies: map[string][]string{
			"offer":        {"We'd love to help you make the most of it.", "Have a question? Just ask, we're here for you."},
			"event":        {"We'd love to see you there!", "Bring your friends and family."},
			"announcement": {"We can't wait to share it with you!", "Have a question? Just ask, we're here for you."},
			"advice":       {"Don't worry, it's easier than it sounds.", "A little care now can save you a lot of worry later."},
			"showcase":     {"We had so much fun working on this one.", "Thank you to everyone who trusts us with their projects."},
			"reminder":     {"We're here if you need a hand getting it done.", "A little planning now makes everything easier."},
			"general":      {"Thanks for being part of our community.", "Got a question? Just ask."},
		},
		questions: map[string][]string{
			"offer": {"Who's ready to treat themselves?"}, "event": {"Who are you bringing along?"},
			"announcement": {"Have you heard the news yet?"}, "advice": {"What would you like to know?"},
			"showcase": {"Which part do you like best?"}, "reminder": {"Is there anything we can help with?"},
			"general": {"What do you think?"},
		},
		ctas: map[string][]string{
			"book": {"Call or book online today, see you soon!"}, "order": {"Order yours today, you deserve it!"},
			"subscribe": {"Subscribe today and join the family!"}, "join": {"Join us, the more the merrier!"},
			"visit": {"Stop by and say hi!"}, "call": {"Reach out anytime, we're happy to help!"},
			"quote": {"Dreaming of your own? Reach out for a quote!"},
		},
		blogOpen:  []string{"We hear a lot of questions about this, so we put together this friendly guide for you."},
		blogCover: "In this post, we'll walk you through %s.",
		emailCTA:  "Just reply to this email with any questions!",
		greeting:  "Hi there,",
		signoff:   "Warmly,\nThe team",
		emoji:     []string{"💛", "🤗", "🌟", "😊", "👉"},
	},
	// Inspiring: forward-looking, about what the reader can do.
	"inspiring": {
		mark: "!",
		openers: map[string][]string{
			"offer": {"Treat yourself to something good."}, "event": {"Come be part of something good."},
			"announcement": {"Something new is here."}, "advice": {"A little know-how goes a long way."},
			"showcase": {"Every project starts with a vision."}, "reminder": {"The best time to plan is now."},
			"general": {"Onward and upward."},
		},
		bodies: map[string][]string{
			"offer":        {"Sometimes the best time to start is right now.", "Give yourself something to look forward to."},
			"event":        {"Good things happen when a community shows up.", "Come with an open mind and leave with a full heart."},
			"announcement": {"It's a new chapter, and we're glad you're part of it.", "We can't wait to see what you think."},
			"advice":       {"Small steps today build a stronger tomorrow.", "Knowing a little more can make a real difference."},
			"showcase":     {"It shows what's possible with the right plan.", "Your space could be next."},
			"reminder":     {"Finishing early feels great.", "Get it done now and future you will be glad you did."},
			"general":      {"Every step forward counts.", "We're glad to be on this journey with you."},
		},
		questions: map[string][]string{
			"offer": {"What are you waiting for?"}, "event": {"Will you join us?"}, "announcement": {"Ready for what's next?"},
			"advice": {"What's one step you could take this week?"}, "showcase": {"What could your space become?"},
			"reminder": {"Ready to get ahead of it?"}, "general": {"What's next for you?"},
		},
		ctas: map[string][]string{
			"book": {"Book today and take the first step.", "Book today and make it happen."}, "order": {"Order today and treat yourself."},
			"subscribe": {"Subscribe today and start something good."}, "join": {"Join us and be part of it."},
			"visit": {"Come see us and try something new."}, "call": {"Reach out today and take the first step.", "Reach out today, we'd love to hear from you."},
			"quote": {"Ready to start yours? Request a quote today."},
		},
		blogOpen:  []string{"A little knowledge goes further than you think. Here's where to start."},
		blogCover: "Read on as we look at %s.",
		emailCTA:  "Reply to this email and let's get started.",
		greeting:  "Hello,",
		signoff:   "To your success,\nThe team",
		emoji:     []string{"✨", "🚀", "🌱", "🌟", "👉"},
	},
	// Humorous: a light joke that needs none of the topic's words, at no one's expense.
	"humorous": {
		mark: "!",
		openers: map[string][]string{
			"offer": {"Your wallet called. It approves."}, "event": {"Clear your schedule. Yes, even the nap."},
			"announcement": {"Stop scrolling. This is important."}, "advice": {"Future you will thank present you for this one."},
			"showcase": {"Warning: serious envy ahead."}, "reminder": {"Deadlines: closer than they appear."},
			"general": {"Okay, this one's good."},
		},
		bodies: map[string][]string{
			"offer":        {"Consider this your sign.", "Your future self is already saying thanks."},
			"event":        {"Bring friends. Bring snacks. Maybe not in that order.", "We'll save you a seat."},
			"announcement": {"We'd act cool about it, but we're not that cool.", "Yes, we're doing a little happy dance."},
			"advice":       {"Think of it as a gift to future you.", "Future you is very grateful."},
			"showcase":     {"Our team is still admiring it.", "We may need to be dragged away."},
			"reminder":     {"Procrastination is fun until it isn't.", "Your calendar will thank you."},
			"general":      {"We promise it's more exciting than our coffee machine.", "Tell your friends. Or don't, more for us."},
		},
		questions: map[string][]string{
			"offer": {"What's stopping you? Besides your to-do list."}, "event": {"Who's coming? Asking for a friend."},
			"announcement": {"Did you hear that? That was us, cheering."}, "advice": {"Be honest: how long has this been on your to-do list?"},
			"showcase": {"Can you tell we're proud?"}, "reminder": {"Still on your to-do list? No judgment."},
			"general": {"Any questions? We love those."},
		},
		ctas: map[string][]string{
			"book": {"Book now, before your calendar fills up with less fun things."}, "order": {"Order now, before everyone else does."},
			"subscribe": {"Subscribe now. Your weekends will thank you."}, "join": {"RSVP now, before your couch talks you out of it."},
			"visit": {"Stop by. We'll leave the light on."}, "call": {"Call us. We promise to use our indoor voices."},
			"quote": {"Want one? Request a quote before your neighbor does."},
		},
		blogOpen:  []string{"We get asked about this more than about our coffee order, so here are some answers."},
		blogCover: "Grab a coffee: we'll cover %s.",
		emailCTA:  "Hit reply. We read every email, even the ones with typos.",
		greeting:  "Hi there,",
		signoff:   "Cheers (and puns),\nThe team",
		emoji:     []string{"😂", "🙃", "🤓", "😅", "👉"},
	},
}
