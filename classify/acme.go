package classify

import "strings"

// acmeProblem reads an RFC 8555 ACME problem type (urn:ietf:params:acme:error:X,
// section 6.7) in the code or the text, as lego, certbot, cert-manager and
// golang.org/x/crypto/acme print it. The CA answers 403 for a finished
// validation that found the domain set up wrong and for an order finalized
// too early: the status reads authority, but the type says which fact about
// the world is false (set 659). Types whose status already reads right
// (rateLimited, rejectedIdentifier) are left to it. badNonce is not
// an anti-forgery token the caller must fetch (set 404's ruling): the CA
// sends a fresh nonce with the refusal and section 6.5 tells the client to
// resend with it, so the same call succeeds again: transient (sets 405,
// 659, 756).
func acmeProblem(c *ctx) (Result, bool) {
	urn, typ := acmeProblemType(c)
	if typ == "" {
		return Result{}, false
	}
	why := ""
	if (typ == "dns" || typ == "caa") && hasAny(c.message, acmeResolverFailed...) {
		// The CA's resolver got no answer (Boulder's bdns "DNS problem:
		// SERVFAIL looking up", "query timed out looking up", "networking
		// error looking up"): nothing about the domain was learnt, so the
		// same validation may pass on the next try, as a SERVFAIL rcode
		// reads (set 1374). NXDOMAIN and a record that forbids stay
		// premise (set 1477).
		return Result{Kind: transient, Code: urn + typ, Reason: "acme: " + typ + ": the CA's DNS lookup got no answer (SERVFAIL or timeout): try the validation again"}, true
	}
	switch typ {
	case "badNonce":
		return Result{Kind: transient, Code: urn + typ, Reason: "acme: badNonce: the nonce was stale; the refusal carries a fresh one: resend with it"}, true
	case "orderNotReady":
		why = "the order is not ready to finalize: its authorizations are not all valid yet"
	case "accountDoesNotExist":
		why = "no ACME account exists for this key: register it first"
	case "caa":
		// The domain's CAA records name other CAs: its DNS forbids this
		// issuance, a fact of the domain's setup like dns and connection,
		// not an authority the account lacks (sets 756, 1231 against 659).
		why = "the domain's CAA records forbid this CA from issuing: change the records or the CA"
	case "dns":
		why = "the CA's DNS query for the identifier failed: the domain's records are not what the plan assumed"
	case "connection":
		why = "the CA could not connect to the validation target: the domain does not serve the challenge"
	case "incorrectResponse":
		why = "the challenge response did not match: the domain does not serve the challenge"
	case "unauthorized":
		// A validation that ran and saw the wrong thing: the web server or
		// the DNS zone is set up wrong. A bare unauthorized (an account
		// refused an action) keeps its authority reading.
		if !hasAny(c.message, "Invalid response from", "Incorrect TXT record", "No TXT record found", "Timeout during connect", "During secondary validation") {
			return Result{}, false
		}
		why = "the challenge validation saw the wrong answer: the domain does not serve the challenge"
	default:
		// With no error status to lean on (a challenge or authorization
		// object answered 200 with its "error" member, RFC 8555 7.1.5 and
		// 8.2; a library's text with no status), the type is all there is:
		// read it as its definition in section 6.7 says (set 1477).
		if c.status >= 400 {
			return Result{}, false
		}
		switch typ {
		case "rejectedIdentifier":
			return Result{Kind: denied, Code: urn + typ, Reason: "acme: " + typ + ": the CA's policy will not issue for this identifier or account"}, true
		case "rateLimited", "serverInternal":
			return Result{Kind: transient, Code: urn + typ, Reason: "acme: " + typ + ": the CA asks for a later try"}, true
		case "malformed", "badCSR", "badSignatureAlgorithm", "unsupportedIdentifier", "invalidContact", "unsupportedContact", "badRevocationReason":
			return Result{Kind: invalid, Code: urn + typ, Reason: "acme: " + typ + ": the request is malformed: repair it"}, true
		}
		return Result{}, false
	}
	return Result{Kind: premise, Code: urn + typ, Reason: "acme: " + typ + ": " + why}, true
}

// acmeResolverFailed: Boulder's bdns wording for a lookup that got no
// answer, as against an answer that says the name or record is absent.
var acmeResolverFailed = []string{"SERVFAIL looking up", "query timed out looking up", "networking error looking up"}

// acmeProblemType finds an ACME problem type in the code or the text: the
// RFC 8555 namespace urn:ietf:params:acme:error:, or the draft namespace
// urn:acme:error: that Boulder's ACME v1 API and the clients of its day
// (certbot 0.x, win-acme 1.x, kube-lego) print (set 1477). It returns the
// namespace found and the type after it.
func acmeProblemType(c *ctx) (string, string) {
	for _, urn := range [...]string{"urn:ietf:params:acme:error:", "urn:acme:error:"} {
		if strings.HasPrefix(c.code, urn) {
			return urn, c.code[len(urn):]
		}
		if i := strings.Index(c.message, urn); i >= 0 {
			typ := c.message[i+len(urn):]
			if j := strings.IndexFunc(typ, func(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') }); j >= 0 {
				typ = typ[:j]
			}
			if typ != "" {
				return urn, typ
			}
		}
	}
	return "", ""
}
