package classify

// privateDestRefused: a client's SSRF guard refused to reach a private,
// loopback, link-local or internal address (set 191: a webhook tool's
// CheckRedirect "redirect to private address 169.254.169.254 refused";
// GitLab "Requests to the local network are not allowed"; code.dny.dev/ssrf
// "prohibited IP address"; Smokescreen "The destination address (10.0.0.1)
// was denied by rule 'Deny: Private Range'"). The place exists; the tool
// may not go there: denied, as an allow-list refusal (allowListWords). A
// connection the peer refused ("connection refused") is not this. The
// guard's verb may come first (set 256: "refusing redirect to private
// address 169.254.169.254").
func privateDestRefused(t string) bool {
	if hasAny(t, "connection refused", "econnrefused") {
		return false
	}
	if hasAny(t, "prohibited ip address", "requests to the local network are not allowed", "requests to localhost are not allowed") {
		return true
	}
	return hasAny(t, "private address", "private ip", "internal address", "internal ip", "link-local address", "loopback address", "local network address", "private range") &&
		hasAny(t, "refused", "refusing", "refuse to", "blocking", "not allowed", "not permitted", "blocked", "prohibited", "denied", "disallowed", "forbidden")
}
