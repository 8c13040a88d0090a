package classify

import "strings"

// lazopEnvelope reports the Alibaba open platforms' error envelope (Lazada
// Open Platform's Lazop SDK: "type" ISV, ISP or SYSTEM, "code", "message",
// "request_id"; set 1720). Its numeric code is the platform's own (500 and
// 501 are its generic business codes, 998 a campaign traffic downgrade,
// 1001 and 4143 request checks; create-update-product Q&A), not an HTTP
// status: codeStatus leaves it, and the message's words decide. A body with
// a "request_id" but no such "type" (any other API's) is not this.
func lazopEnvelope(msg string) bool {
	if !strings.Contains(msg, `"request_id"`) || !strings.Contains(msg, `"type"`) {
		return false
	}
	return hasAny(msg, `"type": "ISV"`, `"type":"ISV"`, `"type": "ISP"`, `"type":"ISP"`, `"type": "SYSTEM"`, `"type":"SYSTEM"`)
}

// lazopDowngrade reads Lazop's code 998, Lazada's traffic downgrade during
// a campaign ("To ensure stability of service, this API service is
// disabled, please get more information from Notice."; create-update-
// product Q&A): the API comes back when the campaign ends, a wait, though
// its words read as a disabled service (the lead after set 1753; blind
// sets 1720 and 1753, transient 2 of 2).
func lazopDowngrade(msg string) (Result, bool) {
	if !lazopEnvelope(msg) || jsonString(msg, "code") != "998" {
		return Result{}, false
	}
	return Result{Kind: transient, Reason: "lazada open platform code 998: the API is switched off for a campaign's traffic and comes back after it: wait and retry"}, true
}

// lazopClientSide reads a Lazop envelope of type ISV that no words decided:
// the SDK names ISV "API Request Client Error", the request as sent, so a
// repair of the call (the lead after set 1753: "is not support thumbnail
// image", "Total sale prop more than maxItems 2.", "The parameters are not
// in JSON format", "negative sellable on channel inventory"; invalid in
// every blind label). ISP is not read: Lazada sends its business errors
// 500 and 501 as ISP too, so the type says nothing there.
func lazopClientSide(msg string) (Result, bool) {
	if !lazopEnvelope(msg) || jsonString(msg, "type") != "ISV" {
		return Result{}, false
	}
	return Result{Kind: invalid, Reason: "lazada open platform type ISV (API request client error) with no words that decide: the request as sent is wrong: repair it"}, true
}
