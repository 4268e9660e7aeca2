// ../libs/conference/locales/pt/choices.json
var titles = {
	"mr": "Sr.",
	"mrs": "Sra.",
	"ms": "Srta.",
	"dr": "Dr./Dra.",
	"prof": "Prof./Prof.ª",
	"other": "Outro"
};
var genders = {
	"male": "Masculino",
	"female": "Feminino",
	"prefer-not-to-say": "Prefiro não responder"
};
var yesNo = {
	"yes": "Sim",
	"no": "Não"
};
var participationTypes = {
	"attendee": "Participante",
	"presenter": "Apresentador(a)"
};
var registrationPresentationTypes = {
	"oral": "Apresentação oral",
	"poster": "Póster"
};
var participantCategories = {
	"non-member": "Não membro",
	"member": "Membro da AAWG",
	"affiliate-member": "Membro afiliado da AAWG",
	"student": "Estudante"
};
var pricingTiers = {
	"early-bird": "Tarifa antecipada",
	"standard": "Tarifa normal"
};
var subthemes = {
	"advancing-the-science-and-applications-in-geology": "Avanço da ciência e das aplicações em geologia",
	"geo-education-capacity-building": "Geoeducação e capacitação",
	"harnessing-geospatial-data-and-ai": "Aproveitamento dos dados geoespaciais e da IA",
	"geosciences-for-climate-resilience": "Geociências para a resiliência climática",
	"critical-minerals-and-the-green-economy": "Minerais críticos e economia verde",
	"emerging-technologies-in-oil-and-gas": "Tecnologias emergentes no petróleo e gás",
	"digital-transformation-in-geosciences": "Transformação digital nas geociências",
	"water-supply-and-geosciences": "Abastecimento de água e geociências",
	"urbanization-and-resilient-infrastructure": "Urbanização e infraestruturas resilientes",
	"geoethics-and-inclusive-development": "Geoética e desenvolvimento inclusivo",
	"geoscience-driven-policies-in-natural-resource-management": "Políticas baseadas nas geociências na gestão dos recursos naturais"
};
var abstractLanguages = {
	"english": "Inglês",
	"french": "Francês",
	"portuguese": "Português"
};
var abstractPresentationTypes = {
	"oral-presentation": "Apresentação oral",
	"poster-presentation": "Póster"
};
var accommodationTypes = {
	"3-bedroom-apartment": "Apartamento de 3 quartos",
	"2-bedroom-apartment": "Apartamento de 2 quartos",
	"single-deluxe-room": "Quarto individual de luxo"
};
var sharingPreferences = {
	"willing-to-share": "Disponível para partilhar",
	"prefer-private-room": "Prefiro quarto individual",
	"no-preference": "Sem preferência"
};
var paymentMethods = {
	"bank-transfer": "Transferência bancária",
	"mobile-money": "Pagamento móvel (mobile money)",
	"other": "Outro"
};
var paymentStatuses = {
	"pending": "Pendente",
	"verified": "Verificado",
	"rejected": "Rejeitado"
};
var sponsorshipPackages = {
	"platinum": "Platina",
	"gold": "Ouro",
	"silver": "Prata",
	"bronze": "Bronze",
	"exhibition-booth": "Stand de exposição",
	"custom-package": "Pacote personalizado"
};
var choices_default = {
	titles,
	genders,
	yesNo,
	participationTypes,
	registrationPresentationTypes,
	participantCategories,
	pricingTiers,
	subthemes,
	abstractLanguages,
	abstractPresentationTypes,
	accommodationTypes,
	sharingPreferences,
	paymentMethods,
	paymentStatuses,
	sponsorshipPackages
};
export { genders as a, paymentMethods as c, registrationPresentationTypes as d, sharingPreferences as f, yesNo as g, titles as h, choices_default as i, paymentStatuses as l, subthemes as m, abstractPresentationTypes as n, participantCategories as o, sponsorshipPackages as p, accommodationTypes as r, participationTypes as s, abstractLanguages as t, pricingTiers as u };
