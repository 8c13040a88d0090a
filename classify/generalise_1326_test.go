package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 07b3bc1b: 25/40 overall, 3/14 tricky.
//
// Tolerated: i1326-pw-too-young: invalid vs transient (set 1171's TestGeneralise1171OpenLDAPTools rules "ldap_modify: Constraint violation (19) ... Password is too young to change" invalid, as a ppolicy quality case): pwdMinAge refuses the change only until the stated age has passed, so time is the variable; not flipped alone.
// Tolerated: i1326-add-no-superior: unknown vs premise (set 1171: "other 53s stay with the text", and its near miss keeps "no global superior knowledge" unknown): a DN under a suffix this server does not hold; arguable between premise (the tree is not here) and invalid (a wrong DN), so left unread.
func TestIndependentCases1326(t *testing.T) {
	runIndependent(t, "testdata/independent1326.jsonl", true, "i1326-pw-too-young", "i1326-add-no-superior")
}

// TestGeneralise1326LDAPDiagnostics: slapd's own diagnostics under codes
// the RFC leaves open (ldapcode.go ldapResult): 53 "operation restricted"
// premise, 53 "unwilling to verify old password" denied, 19 from
// slapo-unique conflict, 2 on an unsupported extended operation premise;
// other 53s, 19s and 2s keep their readings.
func TestGeneralise1326LDAPDiagnostics(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "go-ldap readonly db", msg: `LDAP Result Code 53 "Unwilling To Perform": operation restricted`, want: rung.KindPremise},
		{name: "ldapmodify readonly db", msg: "ldap_modify: Server is unwilling to perform (53)\n\tadditional info: operation restricted", want: rung.KindPremise},
		{name: "go-ldap wrong old password", msg: `LDAP Result Code 53 "Unwilling To Perform": unwilling to verify old password`, want: rung.KindDenied},
		{name: "ldappasswd wrong old password", msg: "Result: Server is unwilling to perform (53)\nAdditional info: unwilling to verify old password", want: rung.KindDenied},
		{name: "go-ldap unique overlay", msg: `LDAP Result Code 19 "Constraint Violation": non-unique attributes found with (|(uid=w1326-ana))`, want: rung.KindConflict},
		{name: "ldapadd unique overlay", msg: "ldap_add: Constraint violation (19)\n\tadditional info: non-unique attributes found with (|(mail=a@w1326.test)(mail=b@w1326.test))", want: rung.KindConflict},
		{name: "go-ldap StartTLS unsupported", msg: `LDAP Result Code 2 "Protocol Error": unsupported extended operation`, want: rung.KindPremise},
		{name: "ldapsearch -ZZ unsupported", msg: "ldap_start_tls: Protocol error (2)\n\tadditional info: unsupported extended operation", want: rung.KindPremise},
		{name: "near miss: ppolicy quality stays invalid", msg: `LDAP Result Code 19 "Constraint Violation": Password fails quality checking policy`, want: rung.KindInvalid},
		{name: "near miss: AD unwilling stays unread", msg: `LDAP Result Code 53 "Unwilling To Perform": 0000001F: SvcErr: DSID-031A12D2, problem 5003 (WILL_NOT_PERFORM), data 0`, want: rung.KindUnknown},
		{name: "near miss: shadow context stays premise", msg: `LDAP Result Code 53 "Unwilling To Perform": shadow context; no update referral`, want: rung.KindPremise},
	})
}

// TestGeneralise1326LDAPCodes: protocolError (2) and adminLimitExceeded
// (11) read by RFC 4511 as the request's fault, invalid (ldapcode.go
// ldapCodes); libldap's client codes -1, -5, -7, -11 in the tools' lines
// (ldapClientCodes); ldappasswd's "Result: ... (N)" line
// (openldapToolCode).
func TestGeneralise1326LDAPCodes(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "go-ldap admin limit", msg: `LDAP Result Code 11 "Admin Limit Exceeded": `, want: rung.KindInvalid},
		{name: "ldapsearch admin limit", msg: "# search result\nsearch: 2\nresult: 11 Administrative limit exceeded\n\n# numResponses: 1", want: rung.KindInvalid},
		{name: "ldapsearch LDAPv2", msg: "ldap_bind: Protocol error (2)\n\tadditional info: historical protocol version requested, use LDAPv3 instead", want: rung.KindInvalid},
		{name: "ldapsearch cannot contact", msg: "ldap_sasl_bind(SIMPLE): Can't contact LDAP server (-1)", want: rung.KindTransient},
		{name: "ldapadd cannot contact", msg: "ldap_sasl_interactive_bind_s: Can't contact LDAP server (-1)", want: rung.KindTransient},
		{name: "ldapsearch bad filter", msg: "ldap_search_ext: Bad search filter (-7)", want: rung.KindInvalid},
		{name: "ldappasswd quality", msg: "Result: Constraint violation (19)\nAdditional info: Password fails quality checking policy", want: rung.KindInvalid},
		{name: "ldappasswd no such object", msg: "Result: No such object (32)\nMatched DN: dc=w1326,dc=test", want: rung.KindPremise},
		{name: "near miss: unknown client code stays unread", msg: "ldap_result: Local error (-2)", want: rung.KindUnknown},
		{name: "near miss: a report's Result line", msg: "Result: 3 of 5 hosts updated (60)", want: rung.KindUnknown},
	})
}

// TestGeneralise1326RequireAuthentication: the verb form of "authentication
// required" is denied (generic.go deniedWords): slapd's strongerAuthRequired
// to an anonymous write; AD's integrity-checking 8 stays invalid.
func TestGeneralise1326RequireAuthentication(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "slapd anonymous modify", msg: `LDAP Result Code 8 "Strong Auth Required": modifications require authentication`, want: rung.KindDenied},
		{name: "ldapmodify anonymous", msg: "ldap_modify: Strong(er) authentication required (8)\n\tadditional info: modifications require authentication", want: rung.KindDenied},
		{name: "endpoint requires authentication", protocol: "http", status: 400, msg: `{"error":"This endpoint requires authentication"}`, want: rung.KindDenied},
		{name: "near miss: AD integrity checking", msg: `LDAP Result Code 8 "Strong Auth Required": 00002028: LdapErr: DSID-0C090259, The server requires binds to turn on integrity checking if SSL\TLS are not already active on the connection, data 0, v4563`, want: rung.KindInvalid},
	})
}
