package resume

import "strings"

// The wordings that tell a cover letter or a job ad from a resume, one list per kind, each
// line a language's phrases separated by "|" (English, German, French, Spanish). Phrases
// are matched as whole words, case and accents ignored and punctuation read as a space
// (kindWords): write them in small letters, without accents, "i m" for "I'm". To teach a
// wording, add it to its line.

// letterCues are how a letter to an employer speaks: its salutation, its opening, its
// closing.
var letterCues = cuePhrases(
	`dear hiring manager|dear hiring team|dear recruiter|dear recruiting team|dear sir or madam|dear sir madam|
	to whom it may concern|i am writing to apply|i am writing to express|i am writing in response|
	i am excited to apply|i m excited to apply|i would like to apply|i wish to apply|please accept this letter|
	please find my resume attached|my resume is attached|thank you for considering my application|
	thank you for your consideration|i look forward to hearing from you|yours sincerely|yours faithfully|
	sincerely|kind regards|best regards|cover letter`,
	`sehr geehrte|sehr geehrter|hiermit bewerbe ich mich|bewerbe mich hiermit|mit grossem interesse|
	mit freundlichen grussen|mit freundlichen gruessen|uber eine einladung|ueber eine einladung|anschreiben`,
	`madame monsieur|madame ou monsieur|je me permets de|je vous prie d agreer|veuillez agreer|
	lettre de motivation|je souhaite postuler|cordialement|dans l attente de votre reponse`,
	`estimado senor|estimada senora|estimados senores|estimado equipo|me dirijo a ustedes|me dirijo a usted|
	carta de presentacion|quedo a la espera|atentamente|un cordial saludo`,
)

// salutations open a letter: one in its first lines is a letter's start by itself.
var salutations = cuePhrases(
	`dear|to whom it may concern`,
	`sehr geehrte|sehr geehrter|liebe|lieber`,
	`madame|monsieur|bonjour`,
	`estimado|estimada|estimados`,
)

// jobAdCues are how a job ad speaks to those who may apply: what it looks for, its
// sections, how to apply.
var jobAdCues = cuePhrases(
	`we are looking for|we re looking for|we are hiring|we re hiring|now hiring|join our team|apply now|
	how to apply|to apply|responsibilities|requirements|qualifications|must have|nice to have|what we offer|
	we offer|benefits|equal opportunity employer|the ideal candidate|you will|you ll|salary|per hour|about us|
	about the role|send your resume|send your cv|the successful candidate`,
	`wir suchen|ihre aufgaben|ihr profil|wir bieten|was wir bieten|jetzt bewerben|bewerben sie sich|
	ihre bewerbung|stellenanzeige|m w d|w m d`,
	`nous recherchons|vos missions|votre profil|profil recherche|nous offrons|nous proposons|postulez|
	poste a pourvoir|h f|f h`,
	`buscamos|estamos buscando|requisitos|ofrecemos|responsabilidades|funciones del puesto|envia tu cv|
	envianos tu cv|postulate|inscribete`,
)

// adOnlyCues are the job ad's wordings that no resume uses of its candidate, not even in
// describing a recruiter's work: two of them make a text without a dated work history an
// ad, whatever headings it has ("Skills", "Experience" head an ad's lists too).
var adOnlyCues = cuePhrases(
	`we are looking for|we re looking for|we are hiring|we re hiring|join our team|apply now|how to apply|
	what we offer|equal opportunity employer|the ideal candidate|send your resume|send your cv`,
	`wir suchen|ihr profil|wir bieten|was wir bieten|jetzt bewerben|bewerben sie sich`,
	`nous recherchons|votre profil|profil recherche|nous offrons|postulez`,
	`buscamos|estamos buscando|ofrecemos|envia tu cv|envianos tu cv`,
)

// cuePhrases splits lines of "|"-separated phrases, each written as kindWords writes text.
func cuePhrases(lines ...string) []string {
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
