package classify

import (
	"strings"

	"github.com/rungkit/rung"
)

// soapClientFault reads a SOAP fault that blames the sender. SOAP 1.1
// sends every fault as HTTP 500, so the status says nothing; the fault
// code does: "Client" (1.1) or "Sender" (1.2) means the message was
// wrong and "should not be resent without change" (SOAP 1.1 section
// 4.4.1, SOAP 1.2 part 1 section 5.4.6). A fault whose words are about
// credentials or rights is left to the presets that read those
// (held-out set 774: Workday's Client.validationError under a 500).
func soapClientFault(c *ctx) (Result, bool) {
	if c.status != 0 && c.status != 500 && c.status != 400 {
		return Result{}, false
	}
	b := c.text
	code := ""
	if i := strings.Index(b, "<faultcode>"); i >= 0 {
		rest := b[i+len("<faultcode>"):]
		if j := strings.IndexByte(rest, '<'); j >= 0 {
			code = rest[:j]
		}
	} else if i := strings.Index(b, ":Value>"); i >= 0 && strings.Contains(b, ":Code>") {
		rest := b[i+len(":Value>"):]
		if j := strings.IndexByte(rest, '<'); j >= 0 {
			code = rest[:j]
		}
	}
	if code == "" && c.proto == "soap" {
		// The caller lifted the fault code into Input.Code (zeep's
		// Fault.code, JAX-WS's getFaultCode).
		code = c.code
	}
	if k := strings.IndexByte(code, ':'); k >= 0 {
		code = code[k+1:]
	}
	if code == "" && c.proto == "soap" {
		return soapBareValidation(c)
	}
	if strings.HasPrefix(code, "Server.") {
		return soapServerClassFault(c, code[len("Server."):])
	}
	if soapIdentityCode(code) {
		return verdict(rung.KindDenied, "SOAP fault code "+code+" names a refused identity (authentication or authorization), whatever the HTTP 500")
	}
	if code != "Client" && code != "Sender" && !strings.HasPrefix(code, "Client.") {
		return Result{}, false
	}
	if tenantStateValidation(b) {
		return verdict(rung.KindPremise, "SOAP fault blames the sender ("+code+"), but the rule it names is the tenant's state on a date: replan")
	}
	l := strings.ToLower(b)
	for _, w := range []string{"authenticat", "authoriz", "permission", "password", "session", "credential", "access denied", "not allowed"} {
		if strings.Contains(l, w) {
			return Result{}, false
		}
	}
	return verdict(rung.KindInvalid, "SOAP fault blames the sender ("+code+"): resend only changed")
}

// soapServerClassFault reads a SOAP 1.1 fault code "Server.<class>" whose
// dotted subcode names the class of the refusal, as Travelport's
// Universal API does (its ErrorInfo Type: Business, Data, Security,
// Application; SOAP 1.1 section 4.4 allows such dotted refinements). The
// HTTP 500 every SOAP 1.1 fault travels under says nothing (set 1547):
// Server.Security is a refused identity or agreement (denied),
// Server.Data a request the server could not parse or validate
// (invalid), and Server.Business, Server.Application and Server.null a
// host's business refusal whose words decide ("NEED RATE CODE",
// "INVALID DOCUMENT NUMBER", "UNABLE TO FARE QUOTE"); when the words
// decide nothing, or only a wait, the status's reading stands. A plain
// "Server" fault and Server.System stay the server's own failure.
func soapServerClassFault(c *ctx, class string) (Result, bool) {
	switch class {
	case "Security":
		return verdict(rung.KindDenied, "SOAP fault Server.Security: the host refused the caller's identity or agreement, not a server failure")
	case "Data":
		return verdict(rung.KindInvalid, "SOAP fault Server.Data: the host could not parse or validate the request: resend only changed")
	case "Business", "Application", "null":
	default:
		return Result{}, false
	}
	msg := c.text
	if i := strings.Index(msg, "<faultstring>"); i >= 0 {
		msg = msg[i+len("<faultstring>"):]
		if j := strings.IndexByte(msg, '<'); j >= 0 {
			msg = msg[:j]
		}
	}
	r := Classify(Input{Protocol: "soap", Message: msg})
	if r.Kind == rung.KindUnknown || r.Kind == rung.KindTransient {
		return Result{}, false
	}
	r.Reason = "SOAP fault Server." + class + " (a host's business refusal, not a server failure): " + r.Reason
	return r, true
}

// soapBareValidation reads a fault the caller names as SOAP (protocol
// "soap") whose fault code it did not keep: only the faultstring, under
// SOAP 1.1's HTTP 500 for every fault. The 500 says nothing by itself; a
// business-process validation's own words do (Workday Web Services'
// Service Directory lists each operation's "Validation" messages: "Page
// Number cannot be zero.", "Invalid request filter provided. Include at
// least one person type in the request", "This position is occupied by
// someone else as of the Effective Date."). A rule about the request's
// fields is the sender's to change, invalid as set 774's Client faults
// are; a rule about the tenant's records on a date is premise
// (tenantStateValidation). Text with no validation wording (a server's
// exception, "Processing error occurred") keeps the 500's reading, and
// one that refuses the identity or the task is denied (held-out set 1546).
func soapBareValidation(c *ctx) (Result, bool) {
	if c.status != 0 && c.status != 500 {
		return Result{}, false
	}
	b := c.text
	// A refused identity or task is the fault's whole news whatever the
	// 500 (Workday's "The task submitted is not authorized.", "Invalid
	// username or password"; Yardi Voyager's "Invalid or no access to
	// Yardi Property", set 1727).
	if hasAny(b, "not authorized", "invalid username or password", "access denied", "invalid or no access to") {
		return verdict(rung.KindDenied, "SOAP fault refuses the identity or the task")
	}
	if hasAny(b, "processing error", "internal", "exception", "unexpected", "timeout", "timed out", "unavailable", "try again", "authenticat", "authoriz", "password", "credential", "permission") {
		return Result{}, false
	}
	if tenantStateValidation(b) {
		return verdict(rung.KindPremise, "SOAP validation fault: the rule it names is the tenant's state on a date: replan")
	}
	if gdsEntryFormat(b) {
		return verdict(rung.KindInvalid, "GDS entry refused for its format or a missing field of the request: repair the entry")
	}
	if hasAny(b, "cannot be ", "must be ", "please provide", "include at least", "is required", "invalid ", "not a valid") {
		return verdict(rung.KindInvalid, "SOAP validation fault about the request's fields: resend only changed")
	}
	return Result{}, false
}

// tenantStateValidation reports whether a Workday-style validation names
// a state of the tenant's records rather than the request's fields: a
// position filled, unavailable or unfillable "as of" a date, one
// restricted to a worker type, or a prerequisite the tenant lacks ("without
// an open job requisition"). Workday validates business processes against
// effective-dated records, so the same request passes on another date or
// after another process (Workday Staffing Service Directory, set 1546).
func tenantStateValidation(b string) bool {
	return hasAny(b, "is occupied by", "not fillable", "is not available as of", "restricted to contingent", "restricted to employees", "without an open ")
}

// soapIdentityCode reports a fault code whose own name is a refused
// identity: a Client or Sender subcode naming authentication or
// authorization (Workday's "SOAP-ENV:Client.authenticationError" with
// faultstring "invalid username or password", sent as HTTP 500; set
// 1597), or a WS-Security 1.1 fault code (section 12: FailedAuthentication
// "The security token could not be authenticated or authorized",
// InvalidSecurityToken, InvalidSecurity). SOAP 1.1's 500 says nothing;
// the code says the caller's credential was refused: denied. A
// Client.validationError keeps the sender's reading (invalid).
func soapIdentityCode(code string) bool {
	sub := code
	for _, p := range [...]string{"Client.", "Sender."} {
		if strings.HasPrefix(code, p) {
			sub = code[len(p):]
		}
	}
	if sub != code && hasAny(sub, "authenticat", "authoriz", "authoris") {
		return true
	}
	switch code {
	case "FailedAuthentication", "InvalidSecurityToken", "InvalidSecurity":
		return true
	}
	return false
}

// gdsEntryFormat reports a GDS's upper-case reply refusing the entry
// itself (Sabre OTA_AirPriceLLSRQ common errors, set 1620): "FORMAT-NEED
// MORE PSGR TYPES OR NAME SELECT-0115", "FORMAT FARE BASIS NOT
// AVAILABLE", "FORMAT, CHECK SEGMENT NUMBER", "VERIFY NAME-NEED I/NAME
// FIELD FOR INF", and "NO COMBINABLE FARES FOR CLASS USED" (no fare
// passed the rules with the request's pricing qualifiers; "review the
// pricing qualifiers used in your request"). Sabre's own resolution for
// each is a change to the request. Case-sensitive on purpose: the
// GDS answers in capitals, while a mixed-case "Format error" (DNS
// FORMERR, a driver's) keeps its own reading; the inventory words
// ("UNABLE TO SELL", "NO AVAILABILITY FOR THIS REQUEST") stay premise.
func gdsEntryFormat(b string) bool {
	if strings.HasPrefix(b, "FORMAT") && len(b) > 6 && (b[6] == '-' || b[6] == ',' || b[6] == ' ') {
		return true
	}
	if strings.Contains(b, "-NEED ") && strings.Contains(b, " FIELD") {
		return true
	}
	return strings.Contains(b, "NO COMBINABLE FARES")
}
