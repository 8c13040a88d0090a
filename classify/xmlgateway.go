package classify

import "strings"

// xmlGatewayFailure reads an XML gateway that answers HTTP 200 and reports
// the failure inside its own envelope: Sage Intacct's Web Services gateway
// sends <status>failure</status> in the control, authentication or result
// block and an <errormessage><error> with <errorno>, <description>,
// <description2> and <correction> (developer.intacct.com/web-services/
// error-handling; held-out set 1614). The status says nothing; the error
// block does:
//   - a parser's words there ("XML Parse schema error: ... Opening and
//     ending tag mismatch", XL03000003) are the gateway's verdict on the
//     request the call sent, not the client's on the answer (set 758's
//     ambiguous reading is for a 2xx the client could not parse): invalid;
//   - GW-0010 is the gateway's rate limit (its documented 429): transient;
//   - any other error's text is read as the presets read a bare message,
//     and only a confident answer is kept (as envelope500).
//
// Gated on the raw "<errorno>" before any other work.
func xmlGatewayFailure(t string) (Result, bool) {
	if !strings.Contains(t, "<errorno>") || !strings.Contains(t, "<status>failure</status>") {
		return Result{}, false
	}
	no := xmlElement(t, "errorno")
	if no == "GW-0010" {
		return verdict(transient, "http 200 XML gateway failure GW-0010: the gateway's rate limit (its 429): retry after a wait")
	}
	msg := strings.TrimSpace(xmlElement(t, "description") + " " + xmlElement(t, "description2"))
	if msg == "" {
		return Result{}, false
	}
	if _, ok := matchWords(xmlAnswerWords, msg); ok || hasFold(msg, "xml parse") {
		return verdict(invalid, "http 200 XML gateway failure "+no+": the gateway could not parse the request's XML: repair the request")
	}
	if w := Classify(Input{Message: msg}); w.Kind != unk && !w.guess {
		w.Reason = "http 200 XML gateway failure " + no + " whose error says: " + w.Reason
		return w, true
	}
	return Result{}, false
}
