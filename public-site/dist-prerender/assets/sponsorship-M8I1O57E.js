// src/locales/en/sponsorship.json
var documentTitle = "Sponsorship Opportunities | CAAWG11";
var documentDescription = "Sponsor CAAWG11 in Kampala: the sponsorship packages, what each offers and how to ask about them.";
var hero = {
	"title": "Sponsorship Opportunities",
	"dates": "1-5 October 2025 · Kampala, Uganda",
	"tagline": "Partner with {{shortName}} and the {{associationName}} in its {{years}}th anniversary year.",
	"viewPackages": "View Sponsorship Packages"
};
var contactUs = "Contact Us";
var intro = "{{shortName}} brings together geoscientists, researchers, industry leaders and students from across Africa and beyond under the theme \"Geosciences & the Future of Africa: emerging technologies, innovations and inclusive growth\". Sponsoring the conference puts your organisation at the heart of this community and supports the next generation of women in geosciences.";
var benefits = {
	"heading": "Why Partner With Us?",
	"items": [
		{
			"title": "Brand Visibility & Recognition",
			"text": "Your brand on conference materials, the website and the stage, seen by delegates from dozens of countries."
		},
		{
			"title": "Networking Opportunities",
			"text": "Meet researchers, decision makers and industry leaders throughout five days of sessions and events."
		},
		{
			"title": "Industry Leadership",
			"text": "Show your commitment to the future of geosciences in Africa and to the innovation that drives it."
		},
		{
			"title": "Talent Acquisition",
			"text": "Connect with talented geoscientists, graduates and students at the start of their careers."
		},
		{
			"title": "Corporate Social Responsibility",
			"text": "Support women in geosciences and inclusive growth across the continent."
		},
		{
			"title": "Market Expansion",
			"text": "Reach new partners and clients in the mining, energy, water and environmental sectors."
		}
	]
};
var packagesSection = {
	"heading": "Sponsorship Packages",
	"intro": "Choose the package that fits your goals; open a package to see what it includes.",
	"price": "${{price, number}} USD",
	"inquire": "Inquire About This Package"
};
var packages = {
	"platinum": {
		"name": "Platinum",
		"availability": "Exclusive - 1 available",
		"badge": "MOST POPULAR",
		"benefits": [
			{
				"category": "Registrations",
				"items": ["Four sponsor registrations", "Two exhibitor registrations"]
			},
			{
				"category": "Exhibition",
				"items": ["Two exhibition booths of 18 sqm"]
			},
			{
				"category": "Visibility",
				"items": ["Company synopsis of 200 words in the conference programme", "Logo on all conference materials"]
			}
		]
	},
	"gold": {
		"name": "Gold",
		"availability": "Limited availability",
		"benefits": [
			{
				"category": "Registrations",
				"items": ["Three sponsor registrations", "Two exhibitor registrations"]
			},
			{
				"category": "Exhibition",
				"items": ["Two exhibition booths of 18 sqm"]
			},
			{
				"category": "Visibility",
				"items": ["Company synopsis of 100 words in the conference programme"]
			}
		]
	},
	"silver": {
		"name": "Silver",
		"availability": "Available",
		"benefits": [
			{
				"category": "Registrations",
				"items": ["Two sponsor registrations", "One exhibitor registration"]
			},
			{
				"category": "Exhibition",
				"items": ["One exhibition booth of 9 sqm"]
			},
			{
				"category": "Visibility",
				"items": ["Company synopsis of 50 words in the conference programme"]
			}
		]
	},
	"bronze": {
		"name": "Bronze",
		"availability": "Available",
		"benefits": [
			{
				"category": "Registrations",
				"items": ["One sponsor registration", "One exhibitor registration"]
			},
			{
				"category": "Exhibition",
				"items": ["One exhibition booth of 9 sqm"]
			},
			{
				"category": "Visibility",
				"items": ["Company synopsis of 25 words in the conference programme"]
			}
		]
	},
	"exhibition-booth": {
		"name": "Exhibition Booth",
		"availability": "Available",
		"benefits": [{
			"category": "Exhibition",
			"items": ["One exhibition booth of 9 sqm"]
		}]
	}
};
var cta = {
	"heading": "Ready to Become a Sponsor?",
	"text": "Tell us about your organisation and we will find the partnership that suits you. You can also write to {{email}}."
};
var sponsorship_default = {
	documentTitle,
	documentDescription,
	hero,
	contactUs,
	intro,
	benefits,
	packagesSection,
	packages,
	cta
};
export { documentTitle as a, packages as c, documentDescription as i, packagesSection as l, contactUs as n, hero as o, cta as r, intro as s, benefits as t, sponsorship_default as u };
