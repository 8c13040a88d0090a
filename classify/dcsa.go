package classify

import "strings"

// dcsa.go (set 1745): the Digital Container Shipping Association's API
// standards (Booking, eBL, Track & Trace, eBL PINT), whose bodies carry
// their own verdicts that a status misreads.
//
// The DCSA Error Domain (dcsaorg/DCSA-OpenAPI domain/error) puts the
// detail in errors[].errorCodeText, "a standard short description
// corresponding to the errorCode". The Booking 2.0.5 and eBL 3.0 400
// examples use "mandatory property missing" (with a statusCodeMessage
// "receiptTypeAtOrigin not found - it is a mandatory property") and
// "incorrect value"; the domain's own example is "invalidData". Each
// says the request's property is absent or wrong, whatever "not found"
// the longer message holds.
var dcsaInvalidTexts = [...]string{"mandatory property missing", "incorrect value", "invalidData"}

func dcsaError(m string) (Result, bool) {
	if !strings.Contains(m, `"errorCodeText":"`) || !strings.Contains(m, `"statusCodeText":"`) {
		return Result{}, false
	}
	v := jsonString(m, "errorCodeText")
	for _, t := range dcsaInvalidTexts {
		if v == t {
			return Result{Kind: invalid, Reason: "DCSA errorCodeText \"" + v + "\": a property of the request is missing or wrong: repair it"}, true
		}
	}
	return Result{}, false
}

// pintCodes are eBL PINT 3.0's EnvelopeTransferFinishedResponse
// responseCode values (dcsaorg/DCSA-OpenAPI pint/v3/EBL_PINT_v3.0.0.yaml),
// which decide the outcome whatever the HTTP status ("The sending
// platform must not rely on the HTTP response status code alone"). RECE
// is acceptance and is not read.
var pintCodes = map[string]Result{
	"DUPE": {Kind: conflict, Reason: "eBL PINT DUPE: the receiving platform already accepted this envelope transfer: carry the earlier transfer forward"},
	"BSIG": {Kind: denied, Reason: "eBL PINT BSIG: the receiving platform does not accept the signature (unknown or expired key): the sender's identity is refused there"},
	"BENV": {Kind: premise, Reason: "eBL PINT BENV: the receiving platform will never accept this envelope (not the intended recipient, unknown transferee): keep the eBL and replan"},
	"DISE": {Kind: premise, Reason: "eBL PINT DISE: the envelope contradicts the receiving platform's transfer chain (double-spend risk): an out-of-band dispute, not a retry"},
	"MDOC": {Kind: premise, Reason: "eBL PINT MDOC: additional documents the transfer needs were not transferred: send them first, then finish"},
	"INCD": {Kind: invalid, Reason: "eBL PINT INCD: a transferred document's checksum or size does not match the manifest: resend the right document"},
}

// pintResponse reads a decoded PINT transfer response, gated on the
// response's required checksum field.
func pintResponse(m string) (Result, bool) {
	if !strings.Contains(m, "EnvelopeTransferChainEntrySignedContentChecksum") || !strings.Contains(m, `"responseCode":"`) {
		return Result{}, false
	}
	r, ok := pintCodes[jsonString(m, "responseCode")]
	return r, ok
}
