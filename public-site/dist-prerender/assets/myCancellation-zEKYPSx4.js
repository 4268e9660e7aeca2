// src/locales/en/myCancellation.json
var heading = "Cancel my registration";
var intro = "You may cancel your registration here. Before you confirm, we show you the cancellation policy and the refund due today.";
var loading = "Loading the cancellation policy...";
var loadProblem = "We could not load the cancellation policy. Please try again in a moment.";
var cancelProblem = "We could not cancel your registration. Please try again in a moment.";
var policy = {
	"heading": "Cancellation policy",
	"full": "Cancelled before {{date}}: everything you paid is refunded.",
	"partial": "Cancelled before {{date}}: {{percent}}% of what you paid is refunded.",
	"none": "Cancelled on or after {{date}}: no refund."
};
var refundToday = "If you cancel today, the refund due is {{amount}} ({{percent}}% of what you paid).";
var cancelButton = "Cancel my registration";
var confirm = {
	"title": "Cancel your registration?",
	"text": "Your registration will be cancelled and your field-trip seat, if you have one, given to the next person waiting. This cannot be undone.",
	"keep": "Keep my registration",
	"cancel": "Yes, cancel my registration",
	"busy": "Cancelling..."
};
var cancelledOn = "Your registration was cancelled on {{date}}.";
var refundDue = "Refund due under the cancellation policy: {{amount}} ({{percent}}% of what you paid). We will pay it back to you and send a credit note.";
var fieldTrip = {
	"heading": "Field trip",
	"waiting": "You are number {{position}} on the field-trip waiting list. While you wait, the trip ({{price}}) is not charged: your balance does not include it. If a seat frees up, we will e-mail you with a deadline to pay.",
	"held": "A field-trip seat is held for you until {{date}}. The trip ({{price}}) is included in your balance; the seat is released if it is not paid by then.",
	"paid": "Your field-trip seat is paid."
};
var myCancellation_default = {
	heading,
	intro,
	loading,
	loadProblem,
	cancelProblem,
	policy,
	refundToday,
	cancelButton,
	confirm,
	cancelledOn,
	refundDue,
	fieldTrip
};
export { fieldTrip as a, loadProblem as c, policy as d, refundDue as f, confirm as i, loading as l, cancelProblem as n, heading as o, refundToday as p, cancelledOn as r, intro as s, cancelButton as t, myCancellation_default as u };
