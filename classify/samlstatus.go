package classify

import (
	"strings"

	"github.com/rungkit/rung"
)

// samlStatus reads a SAML 2.0 protocol status code (SAML Core 3.2.2.2) as
// a service provider's library reports a Response that was not Success:
// python3-saml's "The status code of the Response was not Success, was
// Responder -> urn:oasis:names:tc:SAML:2.0:status:NoPassive" (the
// second-level code when the IdP sent no StatusMessage), and the URN in
// any other wrapper. The second-level code names the cause; of the
// top-level codes only python3-saml's "was Requester" is read alone
// (set 1171).
func samlStatus(t string) (Result, bool) {
	const urn = "urn:oasis:names:tc:SAML:2.0:status:"
	i := strings.Index(t, urn)
	for i >= 0 {
		rest := t[i+len(urn):]
		n := 0
		for n < len(rest) && (rest[n] >= 'A' && rest[n] <= 'Z' || rest[n] >= 'a' && rest[n] <= 'z') {
			n++
		}
		if what, ok := samlCodes[rest[:n]]; ok {
			return Result{Kind: what.kind, Reason: "saml: status " + rest[:n] + " " + what.why}, true
		}
		j := strings.Index(rest, urn)
		if j < 0 {
			break
		}
		i += len(urn) + j
	}
	// python3-saml's top-level Requester with a StatusMessage instead of a
	// second-level code (Entra ID's "Requester -> AADSTS75011:
	// Authentication method ... doesn't match requested authentication
	// method ..."): SAML Core's Requester is "an error on the part of the
	// requester", the AuthnRequest the SP built. Responder alone says
	// only that the IdP failed it, and is left to the text.
	if strings.Contains(t, "Response was not Success, was Requester") {
		return Result{Kind: invalid, Reason: "saml: status Requester (the IdP says the request is at fault: change the AuthnRequest)"}, true
	}
	return Result{}, false
}

var samlCodes = map[string]struct {
	kind rung.Kind
	why  string
}{
	// A person must act: sign in interactively, or be let in.
	"AuthnFailed":   {denied, "(the IdP could not authenticate the principal)"},
	"NoPassive":     {denied, "(no session to reuse: the user must sign in interactively)"},
	"RequestDenied": {denied, "(the IdP chose not to answer the request)"},
	// The request the SP built.
	"InvalidNameIDPolicy":      {invalid, "(the requested NameID policy is not supported: change the AuthnRequest)"},
	"NoAuthnContext":           {invalid, "(the requested authentication context cannot be met: change the AuthnRequest)"},
	"InvalidAttrNameOrValue":   {invalid, "(an attribute name or value in the request is invalid)"},
	"RequestUnsupported":       {invalid, "(the IdP does not support this request)"},
	"RequestVersionTooHigh":    {invalid, "(the request's SAML version is not supported)"},
	"RequestVersionTooLow":     {invalid, "(the request's SAML version is not supported)"},
	"RequestVersionDeprecated": {invalid, "(the request's SAML version is not supported)"},
	"UnsupportedBinding":       {invalid, "(the IdP does not support the binding the request asked for)"},
	"UnknownAttrProfile":       {invalid, "(the IdP does not support the attribute profile in the request)"},
	// Something the request assumed is not there.
	"UnknownPrincipal":      {premise, "(the IdP does not know the principal the request names)"},
	"ResourceNotRecognized": {premise, "(the IdP does not recognise the resource the request names)"},
}
