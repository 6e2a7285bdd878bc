package content

import "strings"

// The word lists the topic is read with. They decide which of the topic's words make its
// subject ("wedding cakes" in "Now delivering wedding cakes within 30 miles") and its
// hashtags, so a verb, a number or a small word never ends up in either.

func wordSet(words string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(words) {
		m[w] = true
	}
	return m
}

// stopWords end a run of the topic's words: function words, pronouns and the
// words of a headline's frame ("how to", "tips for"), and the commonest small words of a
// German, French or Spanish topic, whose own words are kept (no "#AbMontagIm").
var stopWords = wordSet(`& a an the and or but nor so yet of in on at to for from by with without about into
onto over under between through across around near throughout behind during before after above below up down out off than then as if while because since
until within per via vs is are was were be been being am do does did have has had can could will would shall should
may might must i me my we us our you your he him his she her it its they them their this that these those what which
who whom whose why how when where there here all any both each few more most other some such no not only own same too
very just also really even ever again once every can't don't won't it's we're you're they're i'm let's
ab im am der die das dem den des und mit für von vom zum zur ein eine jeden jede bei
le la les du de et à au aux pour avec en un une sur dans
el los las y con para por del al una su sus`)

// verbs are verbs and participles a topic is written with ("Now delivering…",
// "…we installed…", "…is back", "…set up…"): they end a run too, and are never a
// hashtag.
var verbs = wordSet(`get gets getting got make makes making made help helps helping use uses using need needs
needed want wants start starts starting started build builds building create creates find learn work works keep stop
reduce reduces improve improves boost grow save saves try join meet celebrate celebrating deliver delivers delivering
delivered open opens launch launches launching launched introduce introducing introduces announce announcing
offer offers offering offered host hosting welcome welcoming bring bringing add adding expand expanding serve serving
take taking return returns returning come comes coming install installs installed book booked include includes
included set done due back available ready prevent prevents protect protects avoid avoids
tour tours see sign signed pay paid file filed expect know apply applies applied order ordered call called visit visited`)

// leadingWords are dropped from the start of the subject and of a hashtag:
// "Now delivering wedding cakes" is about wedding cakes, "Free tire rotation" about tire
// rotation.
var leadingWords = wordSet(`now free new our your the this next just finally`)

// tagLeadingWords are the leading words a hashtag drops: "#NewPatients" keeps its "new".
var tagLeadingWords = wordSet(`now free our your the this next just finally`)

// genericTails are dropped from the end of a hashtag: "#EstatePlanning", not
// "#EstatePlanningBasics".
var genericTails = wordSet(`tips tip basics guide special specials ideas checklist update news`)

// timeWords are days, months and times: details the headline keeps, never a
// hashtag.
var timeWords = wordSet(`monday tuesday wednesday thursday friday saturday sunday mondays tuesdays wednesdays
thursdays fridays saturdays sundays january february march april may june july august september october november
december jan feb mar apr jun jul aug sep sept oct nov dec today tonight tomorrow week weeks weekend month months year
years day days hour hours minute minutes am pm quarterly weekly daily monthly annual yearly season`)

// dateWords name a day or a date: a topic with one (or a number) is dated, and only a
// dated event opens with "Save the date." ("Adoption day" names no day).
// Not "may", which is as often "you may".
var dateWords = wordSet(`monday tuesday wednesday thursday friday saturday sunday mondays tuesdays wednesdays
thursdays fridays saturdays sundays january february march april june july august september october november
december jan feb mar apr jun jul aug sep sept oct nov dec today tonight tomorrow weekend`)

// numberWords are written numbers, details like digits.
var numberWords = wordSet(`one two three four five six seven eight nine ten eleven twelve twenty thirty half
first second third`)

// acronyms are written in capitals in hashtags and prose ("ai" → "AI").
var acronyms = wordSet(`ai seo crm roi b2b b2c saas hr ux api kpi hvac ac diy faq`)

// What the topic offers decides the call to action: a product is ordered, a service
// booked, a subscription subscribed to, a class or event joined.
var (
	productWords = wordSet(`cake cakes cupcake cupcakes latte lattes coffee coffees loaf loaves bread breads
	pastry pastries pie pies pizza pizzas meal meals menu box boxes kit kits candle candles shirt shirts shoes
	cookies cookie donut donuts bagel bagels sandwich sandwiches tea drinks drink flowers bouquet bouquets gift gifts`)
	eventWords = wordSet(`class classes workshop workshops event events day festival fair party open-house
	webinar seminar meetup tasting tastings session sessions`)
)
