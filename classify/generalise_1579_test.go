package classify

import "testing"

// First run at e5999aad: 20/30 overall, 5/14 tricky.
// Tolerated: i1579-bluesnap-not-boarded: invalid vs premise (one-off): BlueSnap's MERCHANT_NOT_BOARDED_TO_TAX_SERVICE "User: [user] is not boarded to tax service" under 400; a wording rule for "not boarded to" did not reach past the 400 with a code, and one vendor's code is too narrow a class to key on.
func TestIndependentCases1579(t *testing.T) {
	runIndependent(t, "testdata/independent1579.jsonl", true, "i1579-bluesnap-not-boarded")
}

// TestGeneralise1579VIESFaultEnvelope: a VIES checkVatService fault given
// as the whole SOAP envelope, the fault code not lifted into Code, is read
// by its <faultstring> element when that is exactly one of VIES's codes:
// INVALID_INPUT and INVALID_REQUESTER_INFO are the call's arguments though
// they travel under faultcode env:Server and HTTP 500; the unavailability
// and concurrency codes stay waits (VIES error list, BECOSOFT
// ViesErrorResponse; set 1579). A faultstring that is not a VIES code, or a
// JSON body's INVALID_INPUT, keeps its other reading.
func TestGeneralise1579VIESFaultEnvelope(t *testing.T) {
	env := func(fs string) string {
		return `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body><env:Fault><faultcode>env:Server</faultcode><faultstring>` + fs + `</faultstring></env:Fault></env:Body></env:Envelope>`
	}
	runWordingCases(t, []wordingCase{
		{"invalid input envelope", "soap", 500, "", env("INVALID_INPUT"), invalid},
		{"invalid input envelope over http", "http", 500, "", env("INVALID_INPUT"), invalid},
		{"requester envelope", "soap", 500, "", env("INVALID_REQUESTER_INFO"), invalid},
		{"requester envelope soap prefix", "", 500, "", "<soap:Envelope><soap:Body><soap:Fault><faultcode>soap:Server</faultcode><faultstring> INVALID_REQUESTER_INFO </faultstring></soap:Fault></soap:Body></soap:Envelope>", invalid},
		{"ip blocked envelope", "soap", 500, "", env("IP_BLOCKED"), denied},
		{"ms unavailable envelope", "soap", 500, "", env("MS_UNAVAILABLE"), transient},
		{"timeout envelope", "soap", 500, "", env("TIMEOUT"), transient},
		{"ms concurrent time envelope", "soap", 500, "", env("MS_MAX_CONCURRENT_REQ_TIME"), transient},
		// Near misses: not a VIES code, or not a faultstring element.
		{"other server fault", "soap", 500, "", env("java.lang.NullPointerException"), transient},
		{"linear invalid input json", "http", 400, "", `{"errors":[{"message":"Entity not found","extensions":{"code":"INVALID_INPUT"}}]}`, premise},
	})
}

// TestGeneralise1579HMRCMTDCodes: HMRC's Making Tax Digital VAT API sends
// {"code","message"} and puts business-rule refusals under 403 beside the
// one real authority refusal (VAT (MTD) 1.0 application.yaml): a return
// already filed is conflict, a period not ended or an insolvent trader is
// premise, a return not declared final, a bad period key, VRN, amount or a
// period too far back is invalid; CLIENT_OR_AGENT_NOT_AUTHORISED stays
// denied, and an unlisted 403 code keeps the status's reading.
func TestGeneralise1579HMRCMTDCodes(t *testing.T) {
	b := func(c, m string) string { return `{"code":"` + c + `","message":"` + m + `"}` }
	runWordingCases(t, []wordingCase{
		{"duplicate in code", "http", 403, "DUPLICATE_SUBMISSION", b("DUPLICATE_SUBMISSION", "User has already submitted a VAT return for the given period"), conflict},
		{"duplicate body only", "http", 403, "", b("DUPLICATE_SUBMISSION", "The VAT return was already submitted for the given period."), conflict},
		{"period not ended body only", "http", 403, "", b("TAX_PERIOD_NOT_ENDED", "Return submitted too early"), premise},
		{"insolvent", "http", 403, "", b("RULE_INSOLVENT_TRADER", "The request could not be completed as it relates to an insolvent trader"), premise},
		{"not finalised", "http", 403, "", b("NOT_FINALISED", "The return must be declared final"), invalid},
		{"date range", "http", 403, "", b("DATE_RANGE_TOO_LARGE", "The date of the requested return cannot be more than four years from the current date"), invalid},
		{"period key", "http", 400, "", b("PERIOD_KEY_INVALID", "Invalid period key"), invalid},
		{"vrn invalid", "http", 400, "", b("VRN_INVALID", "The provided VRN is invalid"), invalid},
		{"monetary", "http", 400, "", b("INVALID_MONETARY_AMOUNT", "amount should be a monetary value (to 2 decimal places)"), invalid},
		{"not authorised stays denied", "http", 403, "", b("CLIENT_OR_AGENT_NOT_AUTHORISED", "The client and/or agent is not authorised."), denied},
		// Near miss: another 403 code with nothing to say keeps the status.
		{"unlisted 403", "http", 403, "", b("FORBIDDEN", "Request not authorised, forbidden"), denied},
	})
}

// TestGeneralise1579CannotActOnState: a PascalCase code spelled
// Cannot<Act><State><Noun> names an act the object's standing state
// refuses (AvaTax CannotModifyLockedTransaction, under 400 with an empty
// message; set 1579): premise, as actOnStateRefused reads "Modifying a
// locked document is not allowed." A Cannot-code with no state word, or
// one whose noun is a credential, keeps its other reading.
func TestGeneralise1579CannotActOnState(t *testing.T) {
	env := func(c string) string {
		return `{"error":{"code":"` + c + `","message":"","target":"AvaTaxApiServer","details":[{"code":"` + c + `","number":1100,"message":"","severity":"Error"}]}}`
	}
	runWordingCases(t, []wordingCase{
		{"avatax locked", "http", 400, "CannotModifyLockedTransaction", env("CannotModifyLockedTransaction"), premise},
		{"committed document", "http", 400, "CannotVoidCommittedDocument", env("CannotVoidCommittedDocument"), premise},
		{"archived project", "http", 409, "CannotEditArchivedProject", "", premise},
		{"closed period", "http", 400, "CannotPostClosedPeriod", "", premise},
		// Near misses.
		{"no state word", "http", 400, "CannotParseRequestBody", "", invalid},
		{"expired token", "http", 401, "CannotRefreshExpiredToken", "", denied},
	})
}

// TestGeneralise1579SomethingUnexpected: "Something unexpected went wrong"
// (TaxJar's 500 body behind taxjar-ruby's InternalServerError, put down by
// its maintainers to short outages) is a service's apology for its own
// fault, as "an unexpected error" is: transient. Input it did not expect
// keeps invalid.
func TestGeneralise1579SomethingUnexpected(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"taxjar ruby", "", 0, "", "Taxjar::Error::InternalServerError: Something unexpected went wrong", transient},
		{"bare", "", 0, "", "Something unexpected happened. Please try again.", transient},
		{"http 500", "http", 500, "", `{"error":"Internal Server Error","detail":"Something unexpected went wrong"}`, transient},
		// Near misses.
		{"unexpected token", "", 0, "", "SyntaxError: Unexpected token } in JSON at position 12", invalid},
		{"unexpected field", "", 0, "", "unexpected field \"colour\" in request", invalid},
	})
}
