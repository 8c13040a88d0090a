package classify

import "strings"

// Bandwidth Messaging v2 reports a failed delivery in a message-failed
// callback whose errorCode is four digits ("Only the errorCode should be
// used"): the first digit says client (4) or service failure (5), and 9
// marks a carrier error whose cause is unclear (Bandwidth/api-docs and
// bandwidth.github.io messaging/errors/codes.md, Error Code Schema; set
// 1639). A 5xxx is a service failure Bandwidth says may pass ("the
// customer can retry the request and expect a different result"); 9902
// delivery-receipt-expired is a send that went out whose receipt never
// came (the outcome is not known, a resend may duplicate); a 4xxx
// "Repeating the request will produce the same result", and its hyphenated
// name says which kind: bandwidthClientWords for the names the general
// tables do not read.
var bandwidthClientWords = []pattern{
	// 4493 rejected-unauthorized "the sender is not authorized to send
	// messages from the account"; 4431 rejected-forbidden-shortcode and
	// 4433 rejected-forbidden-tollfree, an account not provisioned for
	// that kind of number: the authority is missing, a person grants it.
	{text: `"rejected-unauthorized"`, kind: denied, reason: "Bandwidth 4493: the sender is not authorized to send messages from the account: reroute or hand back"},
	{text: `"rejected-forbidden-shortcode"`, kind: denied, reason: "Bandwidth 4431: the account is not provisioned for short-code messaging: reroute or hand back"},
	{text: `"rejected-forbidden-tollfree"`, kind: denied, reason: "Bandwidth 4433: the account is not enabled for toll-free messaging: reroute or hand back"},
	// 4795 tfn-not-verified: the toll-free number's verification, a
	// registration the plan assumed, is missing.
	{text: `"tfn-not-verified"`, kind: premise, reason: "Bandwidth 4795: the toll-free sender is not verified: verify it or send from another number"},
	// 4410 media-unavailable "Check the media URL": the URL the call gave.
	{text: `"media-unavailable"`, kind: invalid, reason: "Bandwidth 4410: the media URL the call gave could not be fetched: fix the URL"},
}

var bandwidthClientMatcher = newMatcher(bandwidthClientWords)

// bandwidthFailed reads a Bandwidth message-failed callback by its
// errorCode, gated on the callback's type before any scan.
func bandwidthFailed(t string) (Result, bool) {
	if !strings.Contains(t, `"message-failed"`) {
		return Result{}, false
	}
	i := strings.Index(t, `"errorCode"`)
	if i < 0 {
		return Result{}, false
	}
	rest := strings.TrimLeft(t[i+len(`"errorCode"`):], " :\t")
	if len(rest) < 4 || !isDigits(rest[:4]) {
		return Result{}, false
	}
	switch code := rest[:4]; {
	case code[0] == '5':
		return verdict(transient, "Bandwidth "+code+": a Bandwidth or carrier service failure, which Bandwidth says a retry may clear: retry later")
	case code == "9902":
		return verdict(ambiguous, "Bandwidth 9902 delivery-receipt-expired: the message went out but no receipt came, the outcome is not known: check once, then hand back")
	case code[0] == '4':
		return matchWords(bandwidthClientMatcher, t)
	}
	return Result{}, false
}
