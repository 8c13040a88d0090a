package classify

import "strings"

// mitKrb5Context lists the com_err contexts MIT Kerberos's own tools put
// after the error text ("kinit: <error> while getting initial
// credentials"), and kpasswd's result line: a message with none of them is
// not read here (set 1714).
var mitKrb5Context = []string{
	" while getting initial credentials",
	" while getting credentials for ",
	" while getting client principal name",
	" while initializing kadmin interface",
	" while resolving ccache",
	" while reading password",
	" while getting initial ticket",
	" while creating \"",
	" while retrieving \"",
	" while deleting principal \"",
	" while modifying \"",
	"No credentials cache found (filename: ",
	"Password change rejected: ",
	"\nUsage: kinit [",
}

// mitKrb5Texts are MIT krb5 error-table texts (krb5_err.et, kadm5_err.et,
// kv5m_err.et) and kpasswd's soft-error reply, read only beside one of
// mitKrb5Context's contexts. Order matters: kinit's wrapped "Pre-
// authentication failed: Key table file ... not found" is the missing file,
// not a refused key, so the keytab rows come first.
var mitKrb5Texts = []pattern{
	{text: "key table file '", kind: premise, reason: "MIT KRB5_KT_NOTFOUND: the keytab file the step names does not exist"},
	{text: "keytab contains no suitable keys", kind: premise, reason: "MIT KRB5_KT_NOTFOUND: the keytab holds no key for this principal"},
	{text: "no credentials cache found", kind: premise, reason: "MIT KRB5_FCC_NOFILE: no ticket cache exists (no kinit was done): obtain tickets first"},
	{text: "missing parameters in krb5.conf", kind: premise, reason: "MIT KADM5_MISSING_KRB5_CONF_PARAMS: krb5.conf lacks the realm's admin_server"},
	{text: "kdc has no support for encryption type", kind: premise, reason: "MIT KRB5KDC_ERR_ETYPE_NOSUPP: client and principal share no encryption type (configuration)"},
	{text: "password incorrect", kind: denied, reason: "MIT KRB5KDC_ERR_PREAUTH_FAILED: the password does not authenticate the principal"},
	{text: "client's credentials have been revoked", kind: denied, reason: "MIT KRB5KDC_ERR_CLIENT_REVOKED: the principal is locked or disabled"},
	{text: "privilege while ", kind: denied, reason: "MIT KADM5_AUTH_*: kadm5.acl does not grant this admin the right"},
	{text: "ticket expired while", kind: denied, reason: "MIT KRB5KRB_AP_ERR_TKT_EXPIRED: the ticket is past its end time: kinit or renew"},
	{text: "unknown credential cache type", kind: invalid, reason: "MIT KRB5_CC_UNKNOWN_TYPE: the cache name's type prefix is wrong"},
	{text: "password mismatch while reading password", kind: invalid, reason: "MIT KRB5_LIBOS_BADPWDMATCH: the new password and its confirmation differ"},
	{text: "\nusage: kinit [", kind: invalid, reason: "kinit printed its usage: an option or its value is wrong"},
	{text: "password change rejected: new password", kind: invalid, reason: "kpasswd: the password policy refused the new password (length, classes, history): choose another"},
}

// mitKrb5Text reads an MIT Kerberos tool's com_err text by the table
// above. The gate is a plain substring on the raw text, so a failure from
// anywhere else costs one scan per context.
func mitKrb5Text(msg string) (Result, bool) {
	gated := false
	for _, m := range mitKrb5Context {
		if strings.Contains(msg, m) {
			gated = true
			break
		}
	}
	if !gated {
		return Result{}, false
	}
	return matchWords(mitKrb5Matcher, msg)
}

var mitKrb5Matcher = newMatcher(mitKrb5Texts)
