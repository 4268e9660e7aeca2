// src/locales/en/certificates.json
var documentTitle = "Certificate check | CAAWG11";
var title = "Certificate check";
var code = "Code";
var checking = "Checking the code...";
var valid = "This document was issued by the CAAWG11 organisers.";
var name = "Issued to";
var kind = "Document";
var documentTitleLabel = "Title";
var issued = "Issued on";
var problem = "We could not check the code. Please try again in a moment.";
var kinds = {
	"attendance": "Certificate of attendance",
	"presentation": "Certificate of presentation",
	"invitation-letter": "Visa invitation letter"
};
var certificates_default = {
	documentTitle,
	title,
	code,
	checking,
	valid,
	name,
	kind,
	documentTitleLabel,
	issued,
	problem,
	kinds
};
export { documentTitleLabel as a, kinds as c, title as d, valid as f, documentTitle as i, name as l, checking as n, issued as o, code as r, kind as s, certificates_default as t, problem as u };
