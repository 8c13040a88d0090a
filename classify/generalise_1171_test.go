package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 76a80916: 18/36 overall, 6/18 tricky.
// Phase 3: OpenLDAP tools' "ldap_<op>: <text> (<code>)" and ldapsearch's
// "result: <code> <text>" read by the RFC 4511 table, slapd's shadow-context
// 53 premise (ldapcode.go) fixed i1171-openldap-53-shadow,
// i1171-openldap-19-ppolicy, i1171-ldapsearch-sizelimit,
// i1171-openldap-66-nonleaf, i1171-openldap-65-objectclass; a password
// policy refusal under a 403 (httppreset.go passwordPolicyWords) fixed
// i1171-okta-password-policy; an invalid_scope naming a missing or malformed
// scope parameter (codes.go scopeArgMalformed) fixed
// i1171-okta-no-default-scope and i1171-aad-1002012-scope; AADSTS700024
// joins the JWT time-claim rows (jwtclaim.go) and fixed
// i1171-aad-700024-assertion-time; SAML status codes (samlstatus.go) fixed
// i1171-saml-nopassive, i1171-saml-unknown-principal, i1171-saml-aadsts75011.
// Fixed later by the lead: i1171-device-expired-token (right since the lead's revision after set 1171: RFC 6749 invalid_scope reads invalid unless the message says the scope is not granted, RFC 8628 expired_token premise).
// Fixed later by the lead: i1171-kc-invalid-scope (right since the lead's revision after set 1171: RFC 6749 invalid_scope reads invalid unless the message says the scope is not granted, RFC 8628 expired_token premise).
// Tolerated: i1171-aad-650052-no-sp: denied vs premise (one-off): AADSTS650052's message offers two remedies, the tenant's service subscription (premise) or an admin's consent that creates the service principal (denied); no class to state.
// Tolerated: i1171-aad-50105-not-assigned: invalid vs denied (one-off): a bare Entra description with invalid_grant only in the Code field under http, where a lower-case code does not overrule the 400 (fixedServiceCode); its words "specifically granted ('assigned') access" are Entra's alone.
// Tolerated: i1171-google-dwd-unknown-user: denied vs premise (one-off): Google's "Invalid email or User ID" cannot tell a wrong service-account email (credential, denied) from a missing impersonated user (premise) in its own words; the bad-credentials reading holds too.
// Tolerated: i1171-google-deleted-client: denied vs premise (one-off): Google's page "Error 401: deleted_client", its code lower-case under a 401 (not read before the status, fixedServiceCode), a wording no other provider uses.
func TestIndependentCases1171(t *testing.T) {
	runIndependent(t, "testdata/independent1171.jsonl", true, "i1171-aad-650052-no-sp", "i1171-aad-50105-not-assigned", "i1171-google-dwd-unknown-user", "i1171-google-deleted-client")
}

// TestGeneralise1171OpenLDAPTools: the resultCode in the shapes OpenLDAP's
// client tools print, ldap_perror's "ldap_<op>: <text> (<code>)" and
// ldapsearch's LDIF "result: <code> <text>", read by the RFC 4511 table as
// go-ldap's (ldapcode.go openldapToolCode); slapd's unwillingToPerform on a
// shadow context is a read-only replica (premise).
func TestGeneralise1171OpenLDAPTools(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "ldapadd object class violation", msg: "ldap_add: Object class violation (65)\n\tadditional info: object class 'posixAccount' requires attribute 'uidNumber'", want: rung.KindInvalid},
		{name: "ldappasswd ppolicy quality", msg: "ldap_modify: Constraint violation (19)\n\tadditional info: Password is too young to change", want: rung.KindInvalid},
		{name: "ldapdelete non-leaf", msg: "ldap_delete: Operation not allowed on non-leaf (66)\n\tadditional info: subordinate objects must be deleted first", want: rung.KindPremise},
		{name: "ldapmodify no such object", msg: "ldap_modify: No such object (32)\n\tmatched DN: ou=people,dc=example,dc=org", want: rung.KindPremise},
		{name: "ldapwhoami invalid credentials", msg: "ldap_bind: Invalid credentials (49)", want: rung.KindDenied},
		{name: "ldapsearch size limit", msg: "# search result\nsearch: 3\nresult: 4 Size limit exceeded\n\n# numResponses: 1001\n# numEntries: 1000", want: rung.KindAmbiguous},
		{name: "ldapsearch no such object", msg: "# search result\nsearch: 2\nresult: 32 No such object\nmatchedDN: dc=example,dc=org", want: rung.KindPremise},
		{name: "ldapmodify on a consumer replica", msg: "ldap_modify: Server is unwilling to perform (53)\n\tadditional info: shadow context; no update referral", want: rung.KindPremise},
		{name: "go-ldap on a consumer replica", msg: `LDAP Result Code 53 "Unwilling To Perform": shadow context; no update referral`, want: rung.KindPremise},
		// Near misses: client-side codes, 53 for another reason, and
		// "result:" or "ldap_" outside the tools' shapes keep their kinds.
		{name: "near miss: unwilling without shadow context", msg: "ldap_delete: Server is unwilling to perform (53)\n\tadditional info: no global superior knowledge", want: rung.KindUnknown},
		{name: "near miss: go-ldap AD unwilling stays unread", msg: `LDAP Result Code 53 "Unwilling To Perform": 0000001F: SvcErr: DSID-031A12D2, problem 5003 (WILL_NOT_PERFORM), data 0`, want: rung.KindUnknown},
		{name: "near miss: a job log's result line", msg: "sync job finished\nresult: 4 rows copied", want: rung.KindUnknown},
	})
}

// TestGeneralise1171PasswordPolicy403: a new password refused by the
// service's policy under a 403 is the call's value, invalid
// (httppreset.go passwordPolicyWords); a wrong or expired password stays
// denied.
func TestGeneralise1171PasswordPolicy403(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "Okta SDK E0000080", protocol: "http", status: 403, code: "E0000080", msg: "the API returned an error: The password does not meet the complexity requirements of the current password policy.", want: rung.KindInvalid},
		{name: "Okta cause only", protocol: "http", status: 403, msg: `{"errorCode":"E0000080","errorSummary":"Update of credentials failed","errorCauses":[{"errorSummary":"Password requirements were not met. Password requirements: at least 8 characters."}]}`, want: rung.KindInvalid},
		{name: "AD policy wording", protocol: "http", status: 403, msg: "Unable to update the password. The value provided for the new password does not meet the password policy requirements.", want: rung.KindInvalid},
		{name: "near miss: wrong old password", protocol: "http", status: 403, msg: `{"errorCode":"E0000014","errorSummary":"Update of credentials failed","errorCauses":[{"errorSummary":"oldPassword: Old Password is not correct"}]}`, want: rung.KindDenied},
		{name: "near miss: plain forbidden", protocol: "http", status: 403, msg: "the API returned an error: You do not have permission to perform the requested action", want: rung.KindDenied},
	})
}

// TestGeneralise1171ScopeArgument: an OAuth invalid_scope whose message
// says the scope parameter is missing or malformed is the argument
// (codes.go scopeArgMalformed); a scope refused or unknown stays denied
// by the OAuth row.
func TestGeneralise1171ScopeArgument(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "Okta no default scope", protocol: "http", status: 400, msg: `{"error":"invalid_scope","error_description":"The authorization server resource does not have any configured default scopes, 'scope' must be provided."}`, want: rung.KindInvalid},
		{name: "Entra /.default", protocol: "http", status: 400, msg: `{"error":"invalid_scope","error_description":"AADSTS1002012: The provided value for scope openid profile is not valid. Client credential flows must have a scope value with /.default suffixed to the resource identifier (application ID URI)."}`, want: rung.KindInvalid},
		{name: "x/oauth2 Entra /.default", code: "invalid_scope", msg: `oauth2: "invalid_scope" "AADSTS1002012: The provided value for scope api://w1171/read is not valid. Client credential flows must have a scope value with /.default suffixed to the resource identifier (application ID URI)."`, want: rung.KindInvalid},
		{name: "Keycloak unknown scopes (invalid since the lead's revision)", protocol: "http", status: 400, msg: `{"error":"invalid_scope","error_description":"Invalid scopes: openid admin:write"}`, want: rung.KindInvalid},
		{name: "Okta scope not configured (invalid since the lead's revision)", protocol: "http", status: 400, msg: `{"error":"invalid_scope","error_description":"One or more scopes are not configured for the authorization server resource."}`, want: rung.KindInvalid},
		{name: "near miss: SMART scope not registered for the client", protocol: "http", status: 400, msg: `{"error":"invalid_scope","error_description":"Scope system/Observation.write is not registered for client w1171-backend"}`, want: rung.KindDenied},
	})
}

// TestGeneralise1171ClientAssertionTime: Entra's AADSTS700024, a client
// assertion the caller signed outside its valid time range, joins the
// JWT time-claim rows (jwtclaim.go): invalid; a bad assertion signature
// stays denied.
func TestGeneralise1171ClientAssertionTime(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "Entra body", protocol: "http", status: 400, msg: `{"error":"invalid_client","error_description":"AADSTS700024: Client assertion is not within its valid time range. Current time: 2026-01-05T10:00:00Z, assertion valid from 2026-01-05T08:00:00Z, expiry time of assertion 2026-01-05T08:10:00Z."}`, want: rung.KindInvalid},
		{name: "MSAL text", code: "invalid_client", msg: "AADSTS700024: Client assertion is not within its valid time range. Current time: 2026-01-05T10:00:00Z, assertion valid from 2026-01-05T10:20:00Z", want: rung.KindInvalid},
		{name: "near miss: assertion signature", protocol: "http", status: 401, msg: `{"error":"invalid_client","error_description":"AADSTS700027: Client assertion failed signature validation."}`, want: rung.KindDenied},
	})
}

// TestGeneralise1171SAMLStatus: SAML 2.0 second-level status codes, and
// python3-saml's top-level Requester (samlstatus.go).
func TestGeneralise1171SAMLStatus(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "python3-saml NoPassive", msg: "The status code of the Response was not Success, was Responder -> urn:oasis:names:tc:SAML:2.0:status:NoPassive", want: rung.KindDenied},
		{name: "python3-saml AuthnFailed", msg: "The status code of the Response was not Success, was Responder -> urn:oasis:names:tc:SAML:2.0:status:AuthnFailed", want: rung.KindDenied},
		{name: "status URN pair", msg: "SAML response status urn:oasis:names:tc:SAML:2.0:status:Requester / urn:oasis:names:tc:SAML:2.0:status:InvalidNameIDPolicy", want: rung.KindInvalid},
		{name: "UnknownPrincipal", msg: "saml: IdP returned urn:oasis:names:tc:SAML:2.0:status:Responder, urn:oasis:names:tc:SAML:2.0:status:UnknownPrincipal", want: rung.KindPremise},
		{name: "python3-saml Requester with message", msg: "The status code of the Response was not Success, was Requester -> AADSTS75011: Authentication method 'Password' by which the user authenticated with the service doesn't match requested authentication method 'X509'.", want: rung.KindInvalid},
		{name: "near miss: Responder alone", msg: "The status code of the Response was not Success, was Responder", want: rung.KindUnknown},
		{name: "near miss: top-level Responder URN alone", msg: "SAML status urn:oasis:names:tc:SAML:2.0:status:Responder", want: rung.KindUnknown},
	})
}
