// ../libs/conference/dist/organisers.js
/**
* The organisers' contact and payment facts. Every page, e-mail and form message that
* shows one of them reads it from here, so the organisers change each in one place.
*/
var mailDomain = "caawg11.org";
var mailboxes = {
	secretariat: `secretariat@${mailDomain}`,
	general: `info@${mailDomain}`,
	programs: `programs@${mailDomain}`,
	registration: `registration@${mailDomain}`,
	logistics: `logistics@${mailDomain}`,
	sponsorship: `sponsorship@${mailDomain}`,
	abstracts: `abstracts@${mailDomain}`
};
var contactTopics = [
	{
		mailbox: "general",
		label: "General Inquiries",
		description: "Questions about the conference and the association"
	},
	{
		mailbox: "programs",
		label: "Programs",
		description: "Sessions, speakers and the scientific programme"
	},
	{
		mailbox: "registration",
		label: "Registration",
		description: "Registration, fees and payment confirmation"
	},
	{
		mailbox: "logistics",
		label: "Logistics",
		description: "Accommodation, travel, visas and the field trip"
	},
	{
		mailbox: "sponsorship",
		label: "Sponsorship",
		description: "Sponsorship packages and exhibition booths"
	},
	{
		mailbox: "abstracts",
		label: "Abstracts",
		description: "Abstract submission and review"
	}
];
var phones = {
	main: "+256 414 530 120",
	whatsapp: ["+256 772 530 120", "+256 752 530 121"]
};
var socialLinks = {
	facebook: "https://www.facebook.com/AfricanAssociationofWomeninGeosciences",
	linkedin: "https://www.linkedin.com/groups/african-association-of-women-in-geosciences"
};
var bankDetails = {
	accountName: "African Association of Women in Geosciences - CAAWG11",
	accountNumber: "9030 0187 4512 6",
	bank: "Stanbic Bank Uganda Limited",
	swiftCode: "SBICUGKX",
	address: "Crested Towers, Plot 17 Hannington Road, P.O. Box 7131, Kampala, Uganda"
};
var organisers = [{
	name: "African Association of Women in Geosciences",
	role: "Host association"
}, {
	name: "CAAWG11 Local Organizing Committee",
	role: "Conference organisation, Kampala"
}];
export { phones as a, organisers as i, contactTopics as n, socialLinks as o, mailboxes as r, bankDetails as t };
