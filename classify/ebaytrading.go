package classify

import "strings"

// eBay's XML APIs (Trading, Shopping, Finding, Merchandising) answer every
// call with HTTP 200 and an envelope: <Ack> Success, Warning,
// PartialFailure or Failure, and an <Errors> container per problem with
// ErrorCode, SeverityCode (Error or Warning) and ErrorClassification
// (RequestError or SystemError) (developer.ebay.com Trading API reference,
// AckCodeType, SeverityCodeType, ErrorClassificationCodeType). SDKs print
// the same fields in their own renderings (hendt/ebay-api's meta objects,
// nodejs-ebay-api's "Ack: 'Failure'", ebay-sdk-php's ErrorType).
//
//   - Ack Warning, or errors whose every SeverityCode is Warning: the call
//     succeeded and eBay says what it changed or ignored ("Some item
//     specifics were renamed as per eBay recommendations.", 21920277): a
//     client that raises it has lost the result, and a retry repeats a
//     write that took effect: ambiguous, check the result (set 1555).
//   - Ack PartialFailure: part of the request took effect: ambiguous.
//   - SystemError with no RequestError: eBay's own side failed; its docs
//     say the request may be retried as is: transient.
//
// A RequestError with SeverityCode Error is the caller's request or
// account and is left to the wording (an invalid policy, a missing
// return option: invalid; a used-up selling limit: premise, quotaWords).
func ebayEnvelope(b string) (Result, bool) {
	if !strings.Contains(b, "SeverityCode") || !strings.Contains(b, "ErrorCode") {
		return Result{}, false
	}
	ack := ebayField(b, "Ack")
	sevError, sevWarning := false, false
	for i := range exactMatches(b, "SeverityCode") {
		if i > 0 && b[i-1] == '/' {
			continue // a closing tag
		}
		switch ebayValue(b[i+len("SeverityCode"):]) {
		case "Error":
			sevError = true
		case "Warning":
			sevWarning = true
		}
	}
	switch {
	case ack == "PartialFailure":
		return Result{Kind: ambiguous, Reason: "ebay: Ack PartialFailure: part of the request took effect and part did not: check what was done before repeating any of it"}, true
	case !sevError && sevWarning && (ack == "" || ack == "Warning" || ack == "Success"):
		return Result{Kind: ambiguous, Reason: "ebay: only warnings (SeverityCode Warning, Ack " + orDash(ack) + "): the call took effect, but eBay changed or ignored part of what was sent: check the result, do not repeat the call"}, true
	case sevError && strings.Contains(b, "SystemError") && !strings.Contains(b, "RequestError"):
		return Result{Kind: transient, Reason: "ebay: a SystemError (eBay's own side failed): the request may be retried as is"}, true
	}
	return Result{}, false
}

// ebayField returns the value of an eBay envelope field in its XML
// (<Ack>Warning</Ack>), JSON ("Ack":"Warning") or JavaScript (Ack:
// 'Warning') rendering, or "".
func ebayField(b, name string) string {
	for _, open := range [...]string{"<" + name + ">", `"` + name + `"`, name + ": "} {
		i := strings.Index(b, open)
		if i < 0 {
			continue
		}
		if open[0] != '<' && open[0] != '"' && i > 0 && isAlnum(b[i-1]) {
			continue
		}
		if v := ebayValue(b[i+len(open):]); v != "" {
			return v
		}
	}
	return ""
}

// ebayValue reads the word a field's name is followed by, past the
// tag's end, a colon, quotes and spaces.
func ebayValue(s string) string {
	k := 0
	for k < len(s) && k < 8 && strings.IndexByte(`>:"' `, s[k]) >= 0 {
		k++
	}
	e := k
	for e < len(s) && ('a' <= s[e] && s[e] <= 'z' || 'A' <= s[e] && s[e] <= 'Z') {
		e++
	}
	return s[k:e]
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}
