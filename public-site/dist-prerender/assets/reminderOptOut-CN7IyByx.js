// src/locales/en/reminderOptOut.json
var documentTitle = "Payment Reminders | CAAWG11";
var title = "Payment reminders";
var problem = "We could not record your choice. Please try again in a moment.";
var question = "We e-mail a reminder while a registration fee is unpaid. Stop these reminders for your registration? Your registration stays as it is.";
var stopping = "Stopping reminders...";
var stop = "Stop payment reminders";
var openRegistration = "Open your registration";
var reminderOptOut_default = {
	documentTitle,
	title,
	problem,
	question,
	stopping,
	stop,
	openRegistration
};
export { reminderOptOut_default as a, title as c, question as i, openRegistration as n, stop as o, problem as r, stopping as s, documentTitle as t };
