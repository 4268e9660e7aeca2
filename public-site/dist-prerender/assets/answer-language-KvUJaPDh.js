// ../libs/conference/dist/http/answer-language.js
var current = "en";
/**
* The language later calls ask the api to answer their messages in (their Accept-Language): the
* public site sets its page's language; the admin portal never does, so its answers stay English.
*/
function setAnswerLanguage(language) {
	current = language;
}
function answerLanguage() {
	return current;
}
export { setAnswerLanguage as n, answerLanguage as t };
