package lead

import (
	"slices"

	"lexa/internal/ai/text"
)

// The words the lead reader reads in Spanish, German and French (foreign.go): who decides,
// what is a budget, when they want to start. Each list is "|"-separated and matched as
// whole words in small letters, accents as written and without (text.Fold). To teach a
// wording, add it to its language's line.

// withPlain adds to each phrase its form without accents, as some write it ("duena").
func withPlain(list []string) []string {
	out := slices.Clone(list)
	for _, p := range list {
		if plain := text.Fold(p); plain != p && !slices.Contains(out, plain) {
			out = append(out, plain)
		}
	}
	return out
}

// foreignCues are one language's wordings.
type foreignCues struct {
	name string // "Spanish", as a sentence names it
	// strongRoles decide; middleRoles recommend. The role is quoted as written.
	strongRoles, middleRoles []string
	// notDeciding are the contact saying they do not decide.
	notDeciding []string
	// budget are the words that make an amount a budget; month and year its period.
	budget, month, year []string
	// soon are near-term wordings; later far or vague ones. A month named after one of
	// startBefore ("a partir de marzo", "ab März", "d'ici mars") is a start date.
	soon, later, startBefore []string
	// of joins a role to its company: "dueña de Panadería Sol", "Inhaberin der Bäckerei Weber".
	of []string
}

// foreignLanguages are the languages read; a lead in another one gets an honest line.
var foreignLanguages = map[string]foreignCues{
	"es": {
		name: "Spanish",
		strongRoles: withPlain(phrases(`dueño|dueña|propietario|propietaria|director general|directora general|director|directora|
			gerente general|fundador|fundadora|socio fundador|socia fundadora|presidente|presidenta|ceo`)),
		middleRoles: withPlain(phrases(`gerente|encargado|encargada|jefe de|jefa de|responsable de|coordinador|coordinadora|administrador|administradora`)),
		notDeciding: withPlain(phrases(`no soy quien decide|no decido yo|no soy el que decide|no soy la que decide|decide mi jefe|decide el dueño|decide la dueña`)),
		budget:      withPlain(phrases(`presupuesto|podemos invertir|podemos gastar|queremos invertir|invertir|gastar|hasta`)),
		month:       withPlain(phrases(`al mes|por mes|mensual|mensuales|/mes|mensualmente`)),
		year:        withPlain(phrases(`al año|por año|anual|anuales|/año|anualmente`)),
		soon: withPlain(phrases(`lo antes posible|cuanto antes|urgente|urgentemente|de inmediato|inmediatamente|este mes|
			el próximo mes|el mes que viene|la próxima semana|esta semana|en las próximas semanas`)),
		later:       withPlain(phrases(`el próximo año|el año que viene|más adelante|algún día|sin prisa`)),
		startBefore: withPlain(phrases(`en|para|antes de|a partir de|desde|a principios de|a mediados de|a finales de|hasta`)),
		of:          withPlain(phrases(`de|del|de la|de los|de las`)),
	},
	"de": {
		name: "German",
		strongRoles: withPlain(phrases(`inhaber|inhaberin|geschäftsführer|geschäftsführerin|eigentümer|eigentümerin|gründer|gründerin|
			direktor|direktorin|vorstand|chef|chefin|geschäftsinhaber|geschäftsinhaberin`)),
		middleRoles: withPlain(phrases(`leiter|leiterin|manager|managerin|teamleiter|teamleiterin|büroleiter|büroleiterin|praxismanager|praxismanagerin`)),
		notDeciding: withPlain(phrases(`entscheide nicht|nicht der entscheider|nicht die entscheiderin|entscheidet mein chef|entscheidet meine chefin|entscheidet der inhaber`)),
		budget:      withPlain(phrases(`budget|investieren|ausgeben|bis zu|maximal|höchstens`)),
		month:       withPlain(phrases(`pro monat|im monat|monatlich|/monat|mtl|monatl`)),
		year:        withPlain(phrases(`pro jahr|im jahr|jährlich|/jahr|jährl`)),
		soon: withPlain(phrases(`so schnell wie möglich|schnellstmöglich|sofort|dringend|zeitnah|umgehend|nächsten monat|
			nächste woche|diese woche|diesen monat|in den nächsten wochen`)),
		later:       withPlain(phrases(`nächstes jahr|im nächsten jahr|später|irgendwann|keine eile`)),
		startBefore: withPlain(phrases(`ab|im|bis|bis ende|anfang|mitte|ende|ab anfang|ab mitte|zum|vor`)),
		of:          withPlain(phrases(`der|des|von|vom|bei`)),
	},
	"fr": {
		name: "French",
		strongRoles: withPlain(phrases(`propriétaire|gérant|gérante|directeur général|directrice générale|directeur|directrice|
			fondateur|fondatrice|pdg|patron|patronne|dirigeant|dirigeante|président|présidente|associé|associée`)),
		middleRoles: withPlain(phrases(`responsable|chef de|cheffe de|manager|coordinateur|coordinatrice|administrateur|administratrice`)),
		notDeciding: withPlain(phrases(`je ne décide pas|ne suis pas le décideur|ne suis pas la décideuse|c'est mon patron qui décide|c'est le gérant qui décide`)),
		budget:      withPlain(phrases(`budget|investir|dépenser|jusqu'à|maximum`)),
		month:       withPlain(phrases(`par mois|mensuel|mensuels|mensuelle|/mois|mensuellement`)),
		year:        withPlain(phrases(`par an|par année|annuel|annuels|annuelle|/an`)),
		soon: withPlain(phrases(`dès que possible|au plus vite|au plus tôt|urgent|urgence|rapidement|immédiatement|le mois prochain|
			la semaine prochaine|ce mois-ci|cette semaine|dans les prochaines semaines`)),
		later:       withPlain(phrases(`l'année prochaine|l'an prochain|plus tard|un jour|pas pressé`)),
		startBefore: withPlain(phrases(`en|avant|d'ici|à partir de|dès|début|mi|fin|pour|courant`)),
		of:          withPlain(phrases(`de|du|de la|des|chez`)),
	},
}
