// src/locales/en/about.json
var documentTitle = "About Us | CAAWG11";
var documentDescription = "Who the African Association of Women in Geosciences is, its mission since 1995, its partners and what to expect at its 11th conference in Kampala.";
var hero = {
	"badge": "Established 1995",
	"title": "About the African Association of Women in Geosciences",
	"lead": "Founded in Nairobi, Kenya in 1995, AAWG brings together women geoscientists from across Africa and beyond to share knowledge, build careers and apply earth science to the continent's development."
};
var missionHeading = "Mission, vision and goal";
var missionVisionGoal = {
	"mission": {
		"title": "Our Mission",
		"text": "To promote the participation and advancement of women in the geosciences in Africa through research, education, networking and mentorship."
	},
	"vision": {
		"title": "Our Vision",
		"text": "An Africa where women geoscientists lead in discovering, managing and protecting the natural resources and environment of the continent."
	},
	"goal": {
		"title": "Our Goal",
		"text": "To build a strong, connected community of women in the geosciences whose work shapes policy, industry and education for inclusive growth."
	}
};
var statistics = {
	"founded": "Founded",
	"countries": "Countries",
	"previousConferences": "Previous Conferences",
	"members": "Members"
};
var eleventh = {
	"eyebrow": "CAAWG11 · Kampala 2025",
	"title": "The 11th Conference: 30 Years of AAWG",
	"gathering": "From 1-5 October 2025, CAAWG11 gathers geoscientists, students, industry and policy makers in Kampala, Uganda, under the theme \"Geosciences & the Future of Africa: emerging technologies, innovations and inclusive growth\".",
	"anniversary": "The conference also celebrates 30 years since the association was founded in Nairobi, Kenya: three decades of research, mentorship and friendship across the continent.",
	"highlights": [
		"11 subthemes, from geology applications to geoscience-driven policy",
		"Keynotes from leading women in the geosciences",
		"A three-day post-conference field trip to Western Uganda",
		"The 30th anniversary celebration on 1 October"
	],
	"viewProgram": "View the Program",
	"imageAlt": "Illustration of Kampala's hills and buildings above the shore of Lake Victoria, with a sailing boat on the lake.",
	"objectivesTitle": "Conference Objectives",
	"objectives": [
		"Share recent research and innovations in the geosciences across Africa.",
		"Strengthen networks between women geoscientists in academia, industry and government.",
		"Mentor students and early-career geoscientists and widen their career opportunities.",
		"Bring geoscience evidence to policy on natural resources, climate and infrastructure.",
		"Celebrate 30 years of the association's achievements and plan its next decade."
	]
};
var expect = {
	"eyebrow": "Five days in Uganda",
	"title": "What to Expect",
	"items": {
		"keynotes": {
			"title": "Keynote Speeches",
			"text": "Leading scientists and practitioners on the future of geosciences in Africa."
		},
		"sessions": {
			"title": "Technical Sessions",
			"text": "Oral and poster presentations across the eleven subthemes."
		},
		"workshops": {
			"title": "Workshops",
			"text": "Hands-on training in data, digital tools and professional skills."
		},
		"networking": {
			"title": "Networking",
			"text": "Meet peers, mentors, employers and partners from across the continent."
		},
		"anniversary": {
			"title": "30th Anniversary Celebration",
			"text": "An evening celebrating three decades of AAWG."
		},
		"fieldTrip": {
			"title": "Field Trip",
			"text": "Three days among the geothermal fields, rift escarpments and waterfalls of Western Uganda."
		}
	}
};
var past = {
	"eyebrow": "Our history",
	"title": "Past Conferences",
	"lead": "{{number}} conferences on three continents before CAAWG11.",
	"caption": "Past conferences: year, host country and theme",
	"year": "Year",
	"hostCountry": "Host Country",
	"theme": "Theme",
	"conferences": [
		{
			"location": "South Africa",
			"theme": "Women in the Geosciences: Building African Networks"
		},
		{
			"location": "Uganda",
			"theme": "Geosciences for Poverty Reduction and Sustainable Development"
		},
		{
			"location": "Morocco",
			"theme": "Earth Resources and the Environment in Africa"
		},
		{
			"location": "Egypt",
			"theme": "Geosciences and Society: Challenges for Africa"
		},
		{
			"location": "Côte d'Ivoire",
			"theme": "Mineral Resources and Sustainable Development"
		},
		{
			"location": "Cameroon",
			"theme": "Geosciences for a Sustainable Africa"
		},
		{
			"location": "Namibia",
			"theme": "Water, Energy and Minerals: Geoscience Solutions"
		},
		{
			"location": "Romania",
			"theme": "Geoscience Cooperation Beyond Borders"
		},
		{
			"location": "Morocco",
			"theme": "Geoheritage, Geoparks and Geotourism in Africa"
		},
		{
			"location": "Angola",
			"theme": "Geosciences for Climate Action and the Energy Transition"
		}
	]
};
var community = {
	"quote": "“AAWG gave me mentors when there were few women in my department, and a network that still opens doors for my students today. Thirty years on, that community is our greatest discovery.”",
	"author": "— A founding member of the association",
	"title": "Join Our Community",
	"text": "Membership is open to women and men in the geosciences who share our mission: researchers, students, industry professionals and policy makers.",
	"becomeMember": "Become a Member"
};
var partners = {
	"eyebrow": "Working together",
	"title": "Our Partners"
};
var about_default = {
	documentTitle,
	documentDescription,
	hero,
	missionHeading,
	missionVisionGoal,
	statistics,
	eleventh,
	expect,
	past,
	community,
	partners
};
export { eleventh as a, missionHeading as c, past as d, statistics as f, documentTitle as i, missionVisionGoal as l, community as n, expect as o, documentDescription as r, hero as s, about_default as t, partners as u };
