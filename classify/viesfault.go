package classify

import (
	"strings"

	"github.com/rungkit/rung"
)

// viesFault reads the EU VIES VAT-number check's own fault codes (the
// checkVatService SOAP faultstring, which zeep prints as "Server raised
// fault: 'MS_UNAVAILABLE'", PHP's SoapFault and JAX-WS's
// SOAPFaultException give bare, and which the REST check-vat-number
// gives in errorWrappers). SOAP 1.1 sends every fault under HTTP 500, so
// the status says no more than "a fault": the code names the cause
// (set 1353). VIES's own list: INVALID_INPUT "The provided CountryCode is
// invalid or the VAT number is empty" and INVALID_REQUESTER_INFO are the
// call's arguments; IP_BLOCKED is this client refused by policy;
// MS_UNAVAILABLE, TIMEOUT, SERVICE_UNAVAILABLE and the
// *_MAX_CONCURRENT_REQ(_TIME) caps all say "try again later".
//
// The codes only VIES sends decide wherever they are given; INVALID_INPUT,
// TIMEOUT and SERVICE_UNAVAILABLE, which other services also send
// (Linear's INVALID_INPUT "Entity not found" is premise), decide only as a
// SOAP fault's string (viesSOAPText).
func viesFault(c *ctx, code string) (Result, bool) {
	if code == "" {
		// The whole SOAP envelope as the body, the fault code not lifted
		// into Input.Code: the faultstring element's content, when it is
		// exactly one of VIES's codes, is the code (set 1579: VIES sends
		// INVALID_INPUT and INVALID_REQUESTER_INFO under faultcode
		// env:Server and HTTP 500, which read as the server's failure).
		code = faultStringElement(c.text)
		if _, ok := viesFaults[code]; !ok {
			return Result{}, false
		}
	}
	v, ok := viesFaults[code]
	if !ok {
		return Result{}, false
	}
	if v.shared && !viesSOAPText(c.text, code) {
		return Result{}, false
	}
	return Result{Kind: v.kind, Timeout: v.timeout, Code: code, Reason: "VIES fault " + code + ": " + v.reason}, true
}

// viesSOAPText reports whether the text is a SOAP client's rendering of a
// fault whose string is the code: the bare code, or a fault marker
// (zeep's "raised fault", JAX-WS's SOAPFaultException, a soap:Server or
// faultstring element) around it.
func viesSOAPText(text, code string) bool {
	if text == code {
		return true
	}
	return hasFold(text, code) && hasAny(text, "raised fault", "soapfault", "soap:server", "soap-env:server", "faultstring")
}

type viesRule struct {
	kind    rung.Kind
	timeout bool
	shared  bool // a code other services send too: read only as a SOAP fault
	reason  string
}

var viesFaults = map[string]viesRule{
	"INVALID_INPUT":                  {invalid, false, true, "the country code is not a VIES code or the VAT number is empty: repair the call"},
	"INVALID_REQUESTER_INFO":         {invalid, false, false, "the requester's country code or VAT number in the call is wrong: repair it"},
	"IP_BLOCKED":                     {denied, false, false, "VIES refuses requests from this client's address by policy"},
	"MS_UNAVAILABLE":                 {transient, false, false, "the member state's system is not replying or is down (often a scheduled window): try again later"},
	"TIMEOUT":                        {transient, true, true, "the member state did not reply in time: try again later"},
	"SERVICE_UNAVAILABLE":            {transient, false, true, "VIES itself is unavailable: try again later"},
	"GLOBAL_MAX_CONCURRENT_REQ":      {transient, false, false, "VIES's cap on concurrent requests is reached: re-submit later"},
	"GLOBAL_MAX_CONCURRENT_REQ_TIME": {transient, false, false, "VIES's cap on concurrent requests is reached: re-submit later"},
	"MS_MAX_CONCURRENT_REQ":          {transient, false, false, "the member state's cap on concurrent requests is reached: re-submit later"},
	"MS_MAX_CONCURRENT_REQ_TIME":     {transient, false, false, "the member state's cap on concurrent requests is reached: re-submit later"},
}

// faultStringElement returns the trimmed content of a SOAP 1.1 body's
// <faultstring> element (no namespace prefix, as SOAP 1.1 puts it), or ""
// when the text has none.
func faultStringElement(text string) string {
	i := strings.Index(text, "<faultstring")
	if i < 0 {
		return ""
	}
	rest := text[i+len("<faultstring"):]
	j := strings.IndexByte(rest, '>')
	if j < 0 || (j > 0 && rest[0] != ' ') {
		return ""
	}
	rest = rest[j+1:]
	k := strings.IndexByte(rest, '<')
	if k < 0 {
		return ""
	}
	return strings.TrimSpace(rest[:k])
}

// viesUnpublishedTrader reads a VIES check-vat-number answer that worked
// (valid true, no userError) but whose trader name and address are "---":
// the member state does not publish them (VIES FAQ; DE and others), so a
// step that needed the trader's name or address has nothing to use
// (set 1665): ambiguous, narrow once (ask the customer, or the national
// service), then hand back. A "---" beside valid false or a userError is
// the check's own failure and keeps viesFault's reading (set 1353).
func viesUnpublishedTrader(text string) (Result, bool) {
	if !strings.Contains(text, `"---"`) || strings.Contains(text, "userError") {
		return Result{}, false
	}
	if !hasAny(text, `"valid":true`, `"valid": true`) || !hasAny(text, `"name":"---"`, `"name": "---"`, `"traderName":"---"`, `"traderName": "---"`) {
		return Result{}, false
	}
	return Result{Kind: ambiguous, Reason: "VIES confirmed the number but the member state publishes no trader name or address (\"---\"): the result lacks what the step needed"}, true
}
