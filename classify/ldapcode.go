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
	if rest[0] == '-' {
		// libldap's client-side codes (ldap.h), as the tools print them
		// after the call's name: "ldap_sasl_bind(SIMPLE): Can't contact
		// LDAP server (-1)", "ldap_search_ext: Bad search filter (-7)"
		// (set 1326).
		n, w := leadingInt(rest[1:])
		if what, ok := ldapClientCodes[n]; ok && w > 0 && w <= 2 {
			return Result{Kind: what.kind, Reason: "ldap: client code -" + rest[1:1+w] + " " + what.reason}, true
		}
		return Result{}, false
	}
	n, w := leadingInt(rest)
	if w == 0 || w > 3 {
		return Result{}, false
	}
	if what, ok := goLDAPClientCodes[n]; ok && strings.Contains(t, "LDAP Result Code ") {
		// go-ldap's own codes (200 and up) for failures found in the
		// client before or after the exchange (set 1523); without this
		// table "206" was read as HTTP's 206 Partial Content.
		return Result{Kind: what.kind, Reason: "ldap: go-ldap client code " + rest[:w] + " " + what.reason}, true
	}
	if n == 53 && (strings.Contains(t, "root DSE") || strings.Contains(t, "subschema subentry")) {
		// slapd refuses any add, delete, modify or rename aimed at the
		// root DSE (the empty DN) or the subschema subentry: entries the
		// server owns, which no authority may change. The DN the step sent
		// is wrong, usually an empty variable (set 1523).
		return Result{Kind: invalid, Reason: "ldap: resultCode 53 on the root DSE or subschema subentry, which no operation may change: the DN is wrong"}, true
	}
	if n == 16 && strings.Contains(t, "modify/delete: ") {
		// slapd's "modify/delete: member: no such value" and "...: no
		// such attribute": the value or attribute the delete was to remove
		// is already absent, the end state it wanted holds, as a Redis or
		// git delete of what is gone (sets 1284, 1346; set 1523).
		return Result{Kind: conflict, Reason: "ldap: resultCode 16 on a modify/delete: the value or attribute to remove is already absent"}, true
	}
	if n == 20 && strings.Contains(t, "provided more than once") {
		// slapd's attributeOrValueExists for a value repeated inside the
		// request itself ("cn: value #0 provided more than once"): nothing
		// in the directory holds it, the request is malformed (set 1523).
		return Result{Kind: invalid, Reason: "ldap: resultCode 20 for a value the request itself repeats"}, true
	}
	if n == 53 {
		// slapd's own diagnostics for an unwillingToPerform whose cause
		// it names (set 1326): "operation restricted" is a database set
		// readonly or restricted by its configuration, a host that takes
		// no writes as the shadow context below; "unwilling to verify old
		// password" is a password modify whose old password did not match,
		// a refused credential as invalidCredentials (49) is.
		if strings.Contains(t, "operation restricted") {
			return Result{Kind: premise, Reason: "ldap: resultCode 53 operation restricted: the database is read-only or restricted by its configuration"}, true
		}
		if strings.Contains(t, "unwilling to verify old password") {
			return Result{Kind: denied, Reason: "ldap: resultCode 53 on a password modify whose old password did not verify"}, true
		}
	}
	if n == 19 && strings.Contains(t, "non-unique attributes found with") {
		// slapo-unique's refusal: another entry already holds the value
		// of an attribute kept unique, as a unique violation (23505) is.
		return Result{Kind: conflict, Reason: "ldap: resultCode 19 from slapo-unique: another entry already holds this unique value"}, true
	}
	if n == 2 && strings.Contains(t, "unsupported extended operation") {
		// RFC 4511 A.2: for an extended operation, protocolError says the
		// server "does not support (by design or configuration)" it:
		// StartTLS on a slapd with no TLS set up (set 1326).
		return Result{Kind: premise, Reason: "ldap: resultCode 2 on an extended operation the server does not support (by design or configuration)"}, true
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
	// protocolError: data the server could not take as sent, or (for a
	// bind) a protocol version it refuses: the request (set 1326). Its
	// extended-operation meaning is read above.
	2: {invalid, "protocolError: the request is malformed or asks for a protocol version the server refuses"},
	// adminLimitExceeded: the request passes a limit the administrator
	// set for it, such as slapd's size.unchecked on an unindexed filter:
	// narrow the request (set 1326).
	11: {invalid, "adminLimitExceeded: the request passes an administrative limit: narrow it"},
	// timeLimitExceeded, busy, unavailable: the server's time or load.
	3:  {transient, "timeLimitExceeded: the server ran out of the time allowed: retry"},
	51: {transient, "busy: the server is too busy to serve the operation"},
	52: {transient, "unavailable: the server is shutting down or a subsystem is offline"},
	// sizeLimitExceeded: the search worked and returned a partial set.
	4: {ambiguous, "sizeLimitExceeded: the search returned only part of its entries: narrow or page it"},
	// referral: this server does not hold the entry; the request must go
	// to the server the referral names.
	// The lead's ruling (sets 1523 and 1625 against 782): premise, the
	// plan's belief that this server holds the data is false; the request
	// goes to another server, a new step, not a repaired argument.
	10: {premise, "referral: this server does not hold the entry (another server does): direct the request there"},
	// The request's own content.
	13: {invalid, "confidentialityRequired: the operation must be sent over a protected (TLS) session"},
	17: {invalid, "undefinedAttributeType: the request names an attribute type the schema lacks"},
	18: {invalid, "inappropriateMatching: the filter uses a matching rule the attribute does not support"},
	64: {invalid, "namingViolation: the entry's name breaks the naming rules (an operational or absent naming attribute)"},
	67: {invalid, "notAllowedOnRDN: the modify would remove a value the entry's RDN is named by: rename first"},
	69: {invalid, "objectClassModsProhibited: the structural object class of an entry cannot be changed by modify"},
	19: {invalid, "constraintViolation: a value breaks a constraint (length, policy, size)"},
	21: {invalid, "invalidAttributeSyntax: a value has the wrong syntax"},
	34: {invalid, "invalidDNSyntax: the DN is malformed"},
	65: {invalid, "objectClassViolation: the entry breaks its object class rules"},
	// The directory's state.
	32: {premise, "noSuchObject: the entry (or search base) does not exist"},
	66: {premise, "notAllowedOnNonLeaf: the entry still has subordinates: remove them first"},
	68: {conflict, "entryAlreadyExists: the entry the step was to add is there"},
	20: {conflict, "attributeOrValueExists: the value the step was to add is already there"},
	// A capability the server lacks "by design or configuration", as
	// protocolError on an extended operation (set 1326): a critical
	// control it does not recognise or will not apply to the operation
	// (RFC 4511 4.1.11), an authentication method or SASL mechanism it
	// does not offer. No argument or wait repairs it (set 1523).
	7:  {premise, "authMethodNotSupported: the server does not offer this authentication method or SASL mechanism"},
	12: {premise, "unavailableCriticalExtension: the server does not support a critical control the request carries"},
	// Authority.
	49: {denied, "invalidCredentials: the bind was refused"},
	50: {denied, "insufficientAccessRights: the bound identity may not do this"},
}

// replyCodeProtocol says the caller named a protocol whose three-digit
// reply codes share HTTP's range but not its meanings: LDAP's result
// codes and go-ldap's client codes ("206" is an empty password, not
// Partial Content), SMTP's and FTP's replies (SMTP 503 "bad sequence of commands",
// FTP 421 "service not available, closing control connection"), MQTT's
// reason codes. Such a code is the protocol's, read by its own reader or
// the text, never taken as an HTTP status (sets 1523, 1528).
func replyCodeProtocol(p string) bool {
	// By length first: the hot protocols (http, postgres, go) leave at
	// once, without a fold of each name.
	var names []string
	switch len(p) {
	case 3:
		names = replyCodeNames3[:]
	case 4:
		names = replyCodeNames4[:]
	case 5:
		names = replyCodeNames5[:]
	default:
		return false
	}
	for _, n := range names {
		if strings.EqualFold(p, n) {
			return true
		}
	}
	return false
}

var (
	replyCodeNames3 = [...]string{"ftp"}
	replyCodeNames4 = [...]string{"ldap", "smtp", "lmtp", "ftps", "mqtt", "imap", "pop3", "nntp"}
	replyCodeNames5 = [...]string{"ldaps", "smtps", "esmtp", "mqtts", "imaps"}
)

// goLDAPClientCodes are go-ldap's own result codes (error.go) that
// decide a kind on their own; 200 (ErrorNetwork) is left to the network
// error it wraps, 203 to 205 to the text (set 1523).
var goLDAPClientCodes = map[int]numbered{
	201: {invalid, "ErrorFilterCompile: the search filter is malformed"},
	202: {invalid, "ErrorFilterDecompile: the filter could not be decoded"},
	// An empty password refused before sending: a credential missing, as
	// "api key is required" (set 399).
	206: {denied, "ErrorEmptyPassword: the bind has no password: a credential is missing"},
}

// ldapClientCodes are libldap's negative result codes (ldap.h) that
// decide a kind on their own (set 1326).
var ldapClientCodes = map[int]numbered{
	1:  {transient, "LDAP_SERVER_DOWN: the server could not be contacted"},
	5:  {transient, "LDAP_TIMEOUT: the call timed out"},
	7:  {invalid, "LDAP_FILTER_ERROR: the search filter is malformed"},
	11: {transient, "LDAP_CONNECT_ERROR: the connection could not be made"},
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
				num := line[o+2:]
				if len(num) > 0 && num[0] == '-' {
					num = num[1:]
				}
				if _, w := leadingInt(num); w > 0 && len(num) == w+1 {
					return line[o+2:]
				}
			}
		}
	}
	// ldappasswd's and ldapexop's "Result: Constraint violation (19)"
	// line, with "Additional info: ..." under it (set 1326).
	if i := strings.Index(t, "Result: "); i >= 0 && (i == 0 || t[i-1] == '\n') {
		line := t[i+len("Result: "):]
		if j := strings.IndexByte(line, '\n'); j >= 0 {
			line = line[:j]
		}
		if o := strings.LastIndex(line, " ("); o > 0 && strings.HasSuffix(line, ")") {
			if _, w := leadingInt(line[o+2:]); w > 0 && o+2+w == len(line)-1 {
				return line[o+2:]
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
