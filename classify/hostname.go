package classify

import "strings"

// A resolver failure reported without its cause (curl's (6) "Could not
// resolve host: x", wget's "unable to resolve host address 'x'") does not
// tell a name that does not exist from a resolver that failed for now, and
// reads transient. The name can tell: a name under a top-level domain that
// RFC 6761 and RFC 2606 reserve so that it never resolves on the public
// DNS (.invalid, .test, .example, .local outside mDNS) will not resolve on
// a retry: the name the plan uses is wrong (premise). Held-out sets 29 and
// 651 labelled such lines premise; set 14's "Could not resolve host:
// github.com" stays transient, and so does a single label ("db"), which a
// container network resolves once its service is up.

// reservedTLDs never resolve on the public DNS (RFC 6761 section 6, RFC
// 2606 section 2; .local is mDNS only, RFC 6762; .internal is reserved
// for private networks and never delegated on the public DNS, ICANN board
// resolution 2024.07.29.06, so a name under it that does not resolve is
// not on this host's network: "metadata.google.internal" off GCE,
// "host.docker.internal" outside Docker Desktop, set 1443).
var reservedTLDs = [...]string{"invalid", "test", "example", "local", "internal"}

// unresolvedVerdict reads the host name after cue in text.
func unresolvedVerdict(text, cue, reason string) Result {
	i := indexFold(text, cue)
	if i >= 0 {
		host := hostAfter(text[i+len(cue):])
		// A URL scheme's name as the host: the scheme written twice or a
		// malformed proxy value (goerr.go schemeAsHost, set 1409).
		if schemeAsHost(host) {
			return Result{Kind: invalid, Reason: reason + ", and the name " + host + " is a URL scheme's: the URL or proxy value was written wrong (a doubled scheme), repair it"}
		}
		if host != "" && nameCannotResolve(host) {
			return Result{Kind: premise, Reason: reason + ", and the name " + host + " is under a reserved domain that never resolves: fix the name the plan uses"}
		}
	}
	return Result{Kind: transient, Reason: reason}
}

// hostAfter returns the host name that follows a resolver's cue: past
// a colon, spaces and an opening quote, up to a space, quote, slash or
// closing bracket.
func hostAfter(s string) string {
	s = strings.TrimLeft(s, ": \t'\"‘“`")
	end := strings.IndexFunc(s, func(r rune) bool {
		return r == ' ' || r == '\t' || r == '\n' || r == '\'' || r == '"' || r == '’' || r == '”' || r == '`' || r == '/' || r == ')' || r == ']'
	})
	if end >= 0 {
		s = s[:end]
	}
	return strings.TrimRight(strings.ToLower(s), ".,;")
}

// nameCannotResolve reports whether host is under one of reservedTLDs.
func nameCannotResolve(host string) bool {
	dot := strings.LastIndexByte(host, '.')
	if dot < 0 {
		return false
	}
	tld := host[dot+1:]
	for _, r := range reservedTLDs {
		if tld == r {
			return true
		}
	}
	return false
}
