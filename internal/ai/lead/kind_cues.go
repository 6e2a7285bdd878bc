package lead

import (
	"strings"

	"lexa/internal/lexa"
)

// The wordings that tell what kind of message a lead is, one list per kind, each line a
// language's phrases separated by "|". A strong phrase decides alone ("do not call this
// number again", "I want my money back"); weak ones need a second cue of the same kind
// (for a complaint: one that says the sender is our customer already, "your technician",
// "I paid"), and none of the buyer's wordings beside them: "we offer" is a pitch, unless
// the message also asks "do you offer …". Phrases are matched as whole words, case and
// accents ignored (text.Fold): write them in small letters, without accents. To teach a
// wording, add it to its line.

// kindCueList is one kind's phrases.
type kindCueList struct {
	kind         lexa.LeadKind
	strong, weak []string
	// customer, when set, are the wordings one of which a weak cue needs beside it.
	customer []string
}

// phrases splits lines of "|"-separated phrases.
func phrases(lines ...string) []string {
	var out []string
	for _, line := range lines {
		for _, p := range strings.Split(line, "|") {
			if p = strings.Join(strings.Fields(p), " "); p != "" {
				out = append(out, p)
			}
		}
	}
	return out
}

// optOutChannel are the opt-outs that may only say how or when to call ("don't call
// before 5"): read with optOutExceptions.
var optOutChannel = phrases(
	`do not call|don't call|dont call|do not contact|don't contact|do not email|don't email|do not e-mail|do not text|
	don't text|stop calling|stop texting|stop emailing|stop e-mailing|stop contacting|stop messaging|never call|
	never contact`,
)

// kindCueLists are in the order a message that holds cues of several kinds is read: an
// opt-out first (whatever else it says, the sender must not be contacted), then spam, a
// complaint, an applicant, a vendor, anything else.
var kindCueLists = []kindCueList{
	{kind: lexa.LeadKindOptOut, strong: append(phrases(
		`stop sending|quit calling|unsubscribe me|please unsubscribe|want to unsubscribe|like to unsubscribe|
		unsubscribe from|remove me|remove my number|remove my email|remove my details|take me off|opt me out|
		want to opt out|like to opt out|please opt out|leave me alone|lose my number|no more calls|no more emails|
		no more texts|do not want to be contacted|don't want to be contacted|not to be contacted|do not reach out|
		don't reach out|add me to your do not call list|put me on your do not call list|put me on the do not call list|
		add me to the do not call list|delete my number|delete my data`,
		`no me llamen|no me llames|no vuelvan a llamar|no vuelvas a llamar|dejen de llamar|deja de llamar|
		dejen de escribir|dejen de enviar|no me contacten|no me escriban|darme de baja|denme de baja|borrenme|
		eliminenme|quitenme|no quiero recibir|no quiero que me llamen`,
		`rufen sie mich nicht mehr an|nicht mehr anrufen|nicht mehr kontaktieren|kontaktieren sie mich nicht|
		keine anrufe mehr|keine e-mails mehr|keine emails mehr|keine werbung|melden sie mich ab|mochte mich abmelden|
		tragen sie mich aus|bitte austragen|loschen sie meine daten|loschen sie meine nummer|nicht mehr anschreiben|
		nicht mehr belastigen`,
		`ne m'appelez plus|ne plus m'appeler|ne me contactez plus|ne plus me contacter|arretez de m'appeler|
		cessez de m'appeler|me desabonner|me desinscrire|retirez-moi|retirez moi|supprimez-moi|supprimez moi|
		supprimer mes donnees|plus d'appels`,
	), optOutChannel...)},
	{kind: lexa.LeadKindSpam, strong: phrases(
		`you have won|you've won|claim your prize|claim your reward|dear beneficiary|make money fast|
		earn money from home|verify your account|your account has been suspended|hot singles|buy backlinks|
		cheap backlinks`,
		`ha ganado|has ganado|reclame su premio|sie haben gewonnen|vous avez gagne|reclamez votre prix`,
	), weak: phrases(
		`click here|click the link|act now|limited time offer|100% free|risk-free|winner|congratulations|gift card|
		dear friend|dear sir/madam|dear sir or madam|guaranteed income|lottery|inheritance|wire transfer|bitcoin|
		cryptocurrency|forex|casino|viagra|cialis`,
		`haga clic aqui|haz clic aqui|premio|gewinnspiel|klicken sie hier|cliquez ici|gagnant`,
	)},
	{kind: lexa.LeadKindComplaint, strong: phrases(
		`want a refund|want my money back|my money back|our money back|demand a refund|refund my|refund me|
		chargeback|dispute the charge|file a complaint|formal complaint|this is a complaint|want to complain|
		like to complain|charged me twice|double charged|double-charged|overcharged me|better business bureau|
		report you to|one-star review|1-star review`,
		`reembolso|devuelvan mi dinero|quiero mi dinero|poner una queja|presentar una queja|hoja de reclamaciones`,
		`geld zuruck|ruckerstattung|beschwerde|reklamation`,
		`remboursement|rembourser|reclamation|porter plainte|deposer une plainte`,
	), weak: phrases(
		`still broken|still not working|still doesn't work|still does not work|still isn't working|still waiting|
		never showed up|not working|doesn't work|does not work|broken again|unacceptable|ridiculous|terrible service|
		worst service|worst experience|horrible|angry|furious|disappointed|bad review|full refund|cancel my`,
		`sigue sin funcionar|no funciona|sigue roto|pesimo servicio|inaceptable|cancelar mi`,
		`funktioniert immer noch nicht|funktioniert nicht|unverschamt|kundigen|verargert`,
		`ne fonctionne toujours pas|ne marche toujours pas|toujours en panne|ne fonctionne pas|inadmissible|
		inacceptable|resilier`,
	), customer: phrases(
		`your technician|your tech|your installer|your crew|your driver|your staff|you installed|you sold|you charged|
		you billed|you guys|i paid|we paid|my order|my account|my invoice|my bill|my subscription|my appointment|
		as a customer|i'm a customer|existing customer|been a customer|customer of yours|since you`,
		`su tecnico|su servicio|ustedes|les pague|mi pedido|mi factura`,
		`ihr techniker|ihr service|ihre firma|meine bestellung|meine rechnung|ich habe bezahlt`,
		`votre technicien|votre service|vous m'avez|ma commande|ma facture|j'ai paye`,
	)},
	{kind: lexa.LeadKindApplicant, strong: phrases(
		`i'd like to apply|i would like to apply|i want to apply|i'm applying|i am applying|apply for the position|
		apply for a position|apply for the job|apply for the role|applying for the position|applying for the job|
		applying for the role|my resume|my cv|my curriculum vitae|resume attached|cv attached|attached my resume|
		attached is my resume|my cover letter|job application|looking for a job|looking for work|
		looking for employment|seeking employment|are you hiring|any job openings|hire me|like to work for you|
		love to work for you|want to work for you|join your team|position you posted|your job posting|your job ad|
		saw your job`,
		`busco trabajo|busco empleo|solicitar empleo|solicitar el puesto|mi curriculum|mi cv|postularme|
		trabajar con ustedes`,
		`bewerbe mich|meine bewerbung|bewerbung als|mein lebenslauf|suche arbeit|suche eine stelle|suche einen job|
		ausbildungsplatz`,
		`ma candidature|postuler|mon cv|je cherche un emploi|je recherche un emploi|cherche du travail|
		lettre de motivation`,
	), weak: phrases(
		`resume|cover letter|internship|job opening|openings|interview|indeed|recent graduate|years of experience as`,
		`vacante|oferta de empleo|lebenslauf|stellenanzeige|praktikum|candidature|offre d'emploi|stage`,
	)},
	{kind: lexa.LeadKindVendor, strong: phrases(
		`page 1 of google|page one of google|first page of google|top of google|rank #1|rank number one|
		rank your website|rank your site|boost your ranking|improve your ranking|our seo services|our seo|
		we help businesses like yours|businesses like yours|partnership offer|partnership proposal|
		partnership opportunity|i'd like to offer you|i would like to offer you|we would like to offer|
		we'd like to offer|free seo audit|free website audit|redesign your website|lead generation services|
		more leads for your business|more customers for your business|we are a leading|leading provider of|
		white label|white-label|reseller program|guest post|backlinks|offshore team|outsource your|
		book a call with me|who handles your marketing|your website isn't ranking|your website is not ranking|
		wholesale supplier|we are a supplier|off your first order|our catalogue|our catalog|our price list`,
		`primera pagina de google|posicionamiento seo|le ofrecemos|ofrecemos nuestros servicios|propuesta de colaboracion`,
		`erste seite bei google|seite 1 bei google|wir bieten ihnen|kooperationsangebot|unverbindliches angebot`,
		`premiere page de google|nous vous proposons|proposition de partenariat|referencement naturel`,
	), weak: phrases(
		`seo services|seo|we offer|we provide|our agency|our team of experts|we specialize in|i noticed your website|
		i came across your website|increase your sales|grow your business|would you be interested in|
		schedule a quick call|quick call|quick question|google my business|social media management|web design|
		website design|app development|virtual assistants|affiliate program|sponsorship|our services|we can get you|
		free audit|business proposal|are you the right person`,
		`ofrecemos|nuestra agencia|wir bieten|unsere agentur|nous proposons|notre agence`,
	)},
	{kind: lexa.LeadKindOther, strong: phrases(
		`wrong number|wrong person|sent by mistake|sent this by mistake|sent in error|this is a test|test message|
		testing the form|testing your form|just testing|test test|lorem ipsum`,
		`numero equivocado|falsche nummer|mauvais numero`,
	), weak: phrases(
		`please ignore|ignore this message|ignore this`,
	)},
}

// buyerCues are a buyer's wordings: beside them, weak cues of another kind do not make the
// message that kind ("we offer HVAC repair and need someone to answer our calls").
var buyerCues = phrases(
	`we need|i need|need a|need an|need someone|we're looking for|we are looking for|looking for a|do you offer|
	do you sell|do you have|do you do|can you help|can you|could you|would like|i'd like|we'd like|quote|pricing|
	price|how much|interested in|demo|cost|sign up|free trial|replace|replacement|switch|switching|alternative`,
	`necesitamos|queremos|buscamos|cuanto cuesta|precio|cotizacion`,
	`wir brauchen|wir suchen|angebot|preis|was kostet|interesse an`,
	`nous avons besoin|nous cherchons|nous recherchons|devis|prix|tarif|combien|interesse`,
)

// bulkFooters are the lines of bulk mail: "unsubscribe" in them is the sender's list, not
// a wish not to be contacted, and a sign of a mass mailing.
var bulkFooters = phrases(
	`to unsubscribe|click here to unsubscribe|unsubscribe here|unsubscribe link|unsubscribe at any time|
	unsubscribe anytime|reply stop to|text stop to|reply stop|you can unsubscribe|if you no longer wish|
	you are receiving this|you received this email|manage your preferences|manage preferences|opt out at any time`,
)

// optOutExceptions follow a "don't call" that only says how or when to call, or that
// names the do-not-call registry: "don't call before 5", "please don't call, e-mail me
// instead", "don't call my cell, use the office", "check the do not call list".
var optOutExceptions = phrases(
	`before|after|until|between|during|at work|weekends|in the morning|in the evening|instead|my cell|my mobile|
	the office|my office|use my|email me|e-mail me|text me|call me at|i'll call|i will call|we'll call|today|
	tomorrow|list|registry|rules|compliance`,
	`antes de|despues de|en vez de|vor|nach|stattdessen|avant|apres|plutot`,
)

// optOutKeywords are whole messages that ask to stop, as a text-message reply does
// ("STOP", "Unsubscribe", "Please stop"): every word one of these, and one of the first
// row among them.
var (
	optOutKeywords   = wordSet(`stop stopall unsubscribe baja abmelden desabonner desinscrire`)
	optOutKeywordAid = wordSet(`please all me now`)
)
