// src/locales/en/abstractResponse.json
var documentTitle = "Your Accepted Abstract | CAAWG11";
var title = "Your accepted abstract";
var loadProblem = "We could not open your abstract. Please try again in a moment.";
var answerProblem = "We could not record your answer. Please try again in a moment.";
var missingToken = "This link is not valid. Please check that you copied all of it.";
var withdrawQuestion = "Withdraw your abstract? It will not be presented at the conference, and this cannot be undone.";
var loading = "Loading your abstract...";
var abstractTitle = "Title";
var presentationType = "Presentation type";
var reference = "Reference";
var confirm = "Confirm my presentation";
var withdraw = "Withdraw my abstract";
var abstractResponse_default = {
	documentTitle,
	title,
	loadProblem,
	answerProblem,
	missingToken,
	withdrawQuestion,
	loading,
	abstractTitle,
	presentationType,
	reference,
	confirm,
	withdraw
};
export { documentTitle as a, missingToken as c, title as d, withdraw as f, confirm as i, presentationType as l, abstractTitle as n, loadProblem as o, withdrawQuestion as p, answerProblem as r, loading as s, abstractResponse_default as t, reference as u };
