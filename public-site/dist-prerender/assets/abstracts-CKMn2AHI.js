// src/locales/en/abstracts.json
var documentTitle = "Abstract Submission | CAAWG11";
var documentDescription = "Submit an abstract to CAAWG11: the call for papers, the subthemes, the important dates and the submission form.";
var hero = {
	"title": "Abstract Submission",
	"dates": "Deadline: June 30, 2025 · Conference: 1-5 October 2025, Kampala, Uganda",
	"intro": "Share your research with geoscientists from across Africa and beyond at {{shortName}}.",
	"submitLink": "Submit Your Abstract"
};
var call = {
	"heading": "Call for Papers",
	"intro": "The organising committee invites abstracts on the conference theme, \"Geosciences & the Future of Africa: emerging technologies, innovations and inclusive growth\", and its eleven subthemes.",
	"submissionStage": {
		"title": "Stage 1: Abstract Submission",
		"deadline": "Deadline: June 30, 2025",
		"text": "Submit a one-page abstract in English, French or Portuguese through the form below."
	},
	"reviewStage": {
		"title": "Stage 2: Review and Acceptance",
		"deadline": "Notification: July 30, 2025",
		"text": "The scientific committee reviews every abstract and notifies authors of acceptance."
	},
	"points": [
		"Oral presentations get a dedicated session, with a time allocation followed by Q&A.",
		"Accepted abstracts are published in the abstract booklet handed out at the conference.",
		"Full papers are published on the conference website after the event."
	],
	"enquiries": "Enquiries:"
};
var guidelines = {
	"heading": "Abstract Guidelines",
	"items": [
		"Language: English, French or Portuguese.",
		"Length: at most 1 page (about 500 words).",
		"File format: MS Word (.doc or .docx).",
		"Margins: 3 cm on the right; 2.5 cm at the top, bottom and left.",
		"Font: Times New Roman.",
		"Title: 14 pt, bold.",
		"Authors and affiliations: 12 pt.",
		"Body text: 10 pt, single spaced.",
		"First author's name in title case; co-authors' names in uppercase.",
		"Give the affiliation, e-mail and contact details of every author.",
		"Name the file after the first author, for example FirstAuthorName.doc."
	]
};
var formHeading = "Submit Your Abstract";
var dates = {
	"heading": "Important Dates",
	"submissionDeadline": {
		"date": "June 30, 2025",
		"event": "Abstract submission deadline"
	},
	"acceptanceNotification": {
		"date": "July 30, 2025",
		"event": "Notification of acceptance"
	},
	"conference": {
		"date": "October 1-5, 2025",
		"event": "Conference"
	}
};
var questions = {
	"heading": "Have Questions?",
	"text": "Our abstracts team is happy to help with anything about your submission.",
	"button": "Contact the Abstracts Team"
};
var abstracts_default = {
	documentTitle,
	documentDescription,
	hero,
	call,
	guidelines,
	formHeading,
	dates,
	questions
};
export { documentTitle as a, hero as c, documentDescription as i, questions as l, call as n, formHeading as o, dates as r, guidelines as s, abstracts_default as t };
