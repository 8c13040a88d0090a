package classify

import (
	"strings"

	"github.com/rungkit/rung"
)

// radiusText reads the texts FreeRADIUS 3's tools and server print (set
// 1730, FreeRADIUS 3.2.1 live): radtest/radclient's reply lines, radiusd's
// debug and auth log lines, and its startup configuration errors. Every
// rule is gated on a phrase only these programs write, so the reader costs
// a few strings.Contains on any other text.
//
//   - a reply of Access-Reject ("Received Access-Reject Id N", "Expected
//     Access-Accept got Access-Reject") and the server's "Login incorrect"
//     auth log: the identity is refused (RFC 2865 4.3), denied, whatever
//     Reply-Message rides along;
//   - a CoA-NAK or Disconnect-NAK (RFC 5176 3.5): read by its Error-Cause
//     (Session-Context-Not-Found: the session is not there, premise;
//     attribute and request errors: invalid; Resources-Unavailable:
//     transient); a NAK with no cause is the NAS's refusal, denied;
//   - "No reply from server for ID": radclient gave up waiting, transient;
//   - "Ignoring request ... from unknown client" and "invalid
//     Message-Authenticator! (Shared secret is incorrect.)": the NAS is not
//     a client or holds the wrong secret, denied;
//   - "Failed to find \"x\" as a module or policy" and "Add pap or chap to
//     the authorize": the configuration rests on a module that is not
//     there, premise;
//   - the configuration's own errors ("EOF reached without closing brace",
//     "modules aren't allowed in", "Failed to add duplicate client") and
//     radclient's input errors ("Unrecognised request type", "Error parsing
//     \"stdin\"" with an unknown name): invalid.
func radiusText(msg string) (Result, bool) {
	switch {
	case strings.Contains(msg, "-NAK Id ") || strings.Contains(msg, " got CoA-NAK") || strings.Contains(msg, " got Disconnect-NAK"):
		return radiusNAK(msg)
	case strings.Contains(msg, "Received Access-Reject Id ") || strings.Contains(msg, "got Access-Reject"):
		return verdict(denied, "a RADIUS Access-Reject: the server refused these credentials (RFC 2865 4.3): reroute or hand back")
	case strings.Contains(msg, "No reply from server for ID "):
		return verdict(transient, "radclient got no RADIUS reply in time: nothing is proven but the wait")
	case strings.Contains(msg, "Add pap or chap to the authorize") || strings.Contains(msg, "\" as a module or policy"):
		return verdict(premise, "FreeRADIUS: the configuration rests on a module that is not enabled or not listed: the server is not set up as the plan assumed")
	case strings.Contains(msg, ") Login incorrect"):
		return verdict(denied, "FreeRADIUS auth log \"Login incorrect\": the user was rejected")
	case strings.Contains(msg, "Ignoring request to ") && strings.Contains(msg, " from unknown client "):
		return verdict(denied, "FreeRADIUS ignores a NAS that is not in clients.conf: the caller is not a client of this server")
	case strings.Contains(msg, "invalid Message-Authenticator!"):
		return verdict(denied, "FreeRADIUS: the request was signed with a wrong shared secret: the NAS cannot authenticate to the server")
	case strings.Contains(msg, "EOF reached without closing brace") || strings.Contains(msg, " modules aren't allowed in '") || strings.Contains(msg, "Failed to add duplicate client "):
		return verdict(invalid, "a FreeRADIUS configuration error at file:line: repair the configuration")
	case strings.Contains(msg, "radclient: Unrecognised request type "):
		return verdict(invalid, "radclient's command is not one of auth, acct, status, coa, disconnect or auto")
	case strings.Contains(msg, "Error parsing \"") && strings.Contains(msg, ": Unknown name \""):
		return verdict(invalid, "radclient's input names an attribute the dictionary lacks: repair the request")
	}
	return Result{}, false
}

// radiusNAKCauses maps RFC 5176 3.5 Error-Cause names (as FreeRADIUS's
// dictionary spells them) to kinds.
var radiusNAKCauses = []struct {
	cause string
	kind  rung.Kind
}{
	{"Session-Context-Not-Found", premise},
	{"Session-Context-Not-Removable", premise},
	{"Administratively-Prohibited", denied},
	{"Resources-Unavailable", transient},
	{"Request-Initiated", transient},
	{"Unsupported-Attribute", invalid},
	{"Missing-Attribute", invalid},
	{"NAS-Identification-Mismatch", invalid},
	{"Invalid-Request", invalid},
	{"Unsupported-Service", invalid},
	{"Unsupported-Extension", invalid},
	{"Invalid-Attribute-Value", invalid},
	{"Request-Not-Routable", premise},
	{"Other-Proxy-Processing-Error", rung.KindUnknown},
}

func radiusNAK(msg string) (Result, bool) {
	if i := strings.Index(msg, "Error-Cause = "); i >= 0 {
		rest := msg[i+len("Error-Cause = "):]
		for _, c := range radiusNAKCauses {
			if strings.HasPrefix(rest, c.cause) {
				return verdict(c.kind, "a RADIUS CoA/Disconnect NAK with Error-Cause "+c.cause+" (RFC 5176 3.5)")
			}
		}
	}
	return verdict(denied, "a RADIUS CoA/Disconnect NAK with no Error-Cause: the NAS refused the change (RFC 5176 3.5)")
}
