// src/content/committees.ts
var steeringCommittee = [
	{
		name: "Prof. Grace Nakalema",
		role: "chair",
		organisation: "uganda",
		image: "https://caawg11-public-site.invalid/assets/member-1-Dw5B6CMS.svg"
	},
	{
		name: "Dr. Amina Diallo",
		role: "viceChair",
		organisation: "senegal",
		image: "https://caawg11-public-site.invalid/assets/member-2-DvqSjK4Y.svg"
	},
	{
		name: "Dr. Nomvula Dlamini",
		role: "secretaryGeneral",
		organisation: "southAfrica",
		image: "https://caawg11-public-site.invalid/assets/member-3-BQlK9-dz.svg"
	},
	{
		name: "Prof. Fatima Benali",
		role: "scientificProgrammeChair",
		organisation: "morocco",
		image: ""
	},
	{
		name: "Dr. Esther Wanjiru",
		role: "treasurer",
		organisation: "kenya",
		image: "https://caawg11-public-site.invalid/assets/member-4-C1TpDYxU.svg"
	},
	{
		name: "Dr. Chiamaka Okafor",
		role: "outreach",
		organisation: "nigeria",
		image: ""
	}
];
var organizingCommittee = [
	{
		name: "Dr. Sarah Namuli",
		country: "uganda"
	},
	{
		name: "Ms. Juliet Akello",
		country: "uganda"
	},
	{
		name: "Eng. Rebecca Nabirye",
		country: "uganda"
	},
	{
		name: "Dr. Agnes Atim",
		country: "uganda"
	},
	{
		name: "Ms. Patience Kyomuhendo",
		country: "uganda"
	},
	{
		name: "Mr. Ronald Ssempala",
		country: "uganda"
	},
	{
		name: "Dr. Winnie Nantongo",
		country: "uganda"
	},
	{
		name: "Ms. Doreen Achieng",
		country: "kenya"
	},
	{
		name: "Dr. Halima Mwinyi",
		country: "tanzania"
	},
	{
		name: "Ms. Claudine Uwase",
		country: "rwanda"
	},
	{
		name: "Dr. Aline Ndayishimiye",
		country: "burundi"
	},
	{
		name: "Dr. Mercy Chanda",
		country: "zambia"
	},
	{
		name: "Ms. Tendai Moyo",
		country: "zimbabwe"
	},
	{
		name: "Dr. Lerato Mokoena",
		country: "southAfrica"
	},
	{
		name: "Dr. Ndapewa Shikongo",
		country: "namibia"
	},
	{
		name: "Ms. Ana Domingos",
		country: "angola"
	},
	{
		name: "Dr. Aïcha Kouassi",
		country: "coteDIvoire"
	},
	{
		name: "Dr. Mireille Ngo Bissou",
		country: "cameroon"
	},
	{
		name: "Ms. Abena Owusu",
		country: "ghana"
	},
	{
		name: "Dr. Yasmine El Idrissi",
		country: "morocco"
	},
	{
		name: "Dr. Nour Abdelrahman",
		country: "egypt"
	},
	{
		name: "Dr. Selamawit Tesfaye",
		country: "ethiopia"
	}
];
var scientificCommittee = [
	{
		name: "Prof. Margaret Nabukenya",
		country: "uganda"
	},
	{
		name: "Prof. Janet Kabasinguzi",
		country: "uganda"
	},
	{
		name: "Dr. Irene Nakato",
		country: "uganda"
	},
	{
		name: "Prof. Wambui Kariuki",
		country: "kenya"
	},
	{
		name: "Dr. Rehema Said",
		country: "tanzania"
	},
	{
		name: "Prof. Thandiwe Nkosi",
		country: "southAfrica"
	},
	{
		name: "Dr. Kagiso Molefe",
		country: "botswana"
	},
	{
		name: "Prof. Chipo Mutasa",
		country: "zimbabwe"
	},
	{
		name: "Dr. Luísa Fernandes",
		country: "mozambique"
	},
	{
		name: "Prof. Ngozi Eze",
		country: "nigeria"
	},
	{
		name: "Dr. Akosua Mensah",
		country: "ghana"
	},
	{
		name: "Prof. Mariam Traoré",
		country: "mali"
	},
	{
		name: "Dr. Awa Ndiaye",
		country: "senegal"
	},
	{
		name: "Prof. Salma Haddad",
		country: "tunisia"
	},
	{
		name: "Dr. Leila Bouzid",
		country: "algeria"
	},
	{
		name: "Prof. Hoda Mansour",
		country: "egypt"
	},
	{
		name: "Dr. Marie-Claire Mbarga",
		country: "cameroon"
	},
	{
		name: "Prof. Solange Kabila",
		country: "drCongo"
	},
	{
		name: "Dr. Ioana Popescu",
		country: "romania"
	},
	{
		name: "Prof. Catherine Dubois",
		country: "france"
	},
	{
		name: "Dr. Helen Carter",
		country: "unitedKingdom"
	}
];
export { scientificCommittee as n, steeringCommittee as r, organizingCommittee as t };
