package classify

import "testing"

// First run at 72b326f2: 16/33 overall, 6/14 tricky.
func TestIndependentCases1730(t *testing.T) {
	runIndependent(t, "testdata/independent1730.jsonl", true)
}

// TestGeneralise1730FreeRADIUS: FreeRADIUS 3's tools and server (radtest,
// radclient, radiusd -X; RFC 2865 4.3, RFC 5176 3.5): Access-Reject and
// "Login incorrect" are refused identities (denied), a NAK reads by its
// Error-Cause, "No reply from server" is a wait, an unknown client or a
// wrong shared secret is denied, a module the site names but lacks is
// premise, configuration and input errors are invalid (radius.go
// radiusText). Near misses: an Access-Accept line, a Kerberos/LDAP
// "invalid credentials" and a generic "no reply" keep their own readings.
func TestGeneralise1730FreeRADIUS(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"reject-radtest", "exec", 1, "1", "Sent Access-Request Id 9 from 0.0.0.0:5000 to 10.0.0.1:1812 length 40\n\tUser-Name = \"u\"\nReceived Access-Reject Id 9 from 10.0.0.1:1812 to 10.0.0.2:5000 length 20\n(0) -: Expected Access-Accept got Access-Reject\nexit status 1", denied},
		{"reject-reply-message", "exec", 1, "1", "Received Access-Reject Id 3 from 10.0.0.1:1812 to 10.0.0.2:5000 length 44\n\tReply-Message = \"Your maximum never usage time has been reached\"\nexit status 1", denied},
		{"login-incorrect-log", "", 0, "", "(12) Login incorrect (mschap: MS-CHAP2-Response is incorrect): [carol] (from client wifi-ap port 7 cli 02-00-00-00-00-01)", denied},
		{"coa-nak-bare", "exec", 1, "1", "Received CoA-NAK Id 4 from 10.0.0.9:3799 to 10.0.0.2:4000 length 20\n(0) -: Expected CoA-ACK got CoA-NAK\nexit status 1", denied},
		{"disconnect-nak-no-session", "exec", 1, "1", "Received Disconnect-NAK Id 5 from 10.0.0.9:3799 to 10.0.0.2:4000 length 26\n\tError-Cause = Session-Context-Not-Found\nexit status 1", premise},
		{"coa-nak-unsupported-attr", "exec", 1, "1", "Received CoA-NAK Id 6 from 10.0.0.9:3799 to 10.0.0.2:4000 length 26\n\tError-Cause = Unsupported-Attribute\nexit status 1", invalid},
		{"coa-nak-resources", "exec", 1, "1", "Received CoA-NAK Id 7 from 10.0.0.9:3799 to 10.0.0.2:4000 length 26\n\tError-Cause = Resources-Unavailable\nexit status 1", transient},
		{"no-reply", "exec", 1, "1", "(0) No reply from server for ID 44 socket 5\nexit status 1", transient},
		{"unknown-client", "", 0, "", "Ignoring request to acct address * port 1813 bound to server default from unknown client 192.0.2.7 port 40000 proto udp", denied},
		{"bad-secret", "", 0, "", "Received packet from 192.0.2.7 with invalid Message-Authenticator!  (Shared secret is incorrect.) Dropping packet without response.", denied},
		{"module-missing", "exec", 1, "1", "/etc/freeradius/3.0/sites-enabled/default[300]: Failed to find \"sql\" as a module or policy.\nexit status 1", premise},
		{"no-brace", "exec", 1, "1", "/etc/freeradius/3.0/mods-enabled/ldap[40]: EOF reached without closing brace for section ldap starting at line 19\nErrors reading or parsing /etc/freeradius/3.0/radiusd.conf\nexit status 1", invalid},
		{"dup-client", "exec", 1, "1", "Failed to add duplicate client switch1\n/etc/freeradius/3.0/clients.conf[20]: Failed to add client switch1\nexit status 1", invalid},
		{"radclient-unknown-name", "exec", 1, "1", "(0) Error parsing \"/tmp/req.txt\": Unknown name \"Vendor-Thing\"\nexit status 1", invalid},
		{"radclient-bad-type", "exec", 1, "1", "radclient: Unrecognised request type \"accounting\"\nexit status 1", invalid},
		// near misses: the same words outside FreeRADIUS's texts.
		{"near-ldap-invalid-credentials", "ldap", 0, "49", "LDAP Result Code 49 \"Invalid Credentials\": 80090308: LdapErr: DSID-0C09041C, comment: AcceptSecurityContext error, data 52e, v4563", denied},
		{"near-no-reply-generic", "", 0, "", "upstream sent no reply before the deadline: timeout", transient},
		{"near-duplicate-key", "postgres", 0, "23505", "ERROR: duplicate key value violates unique constraint \"clients_pkey\" (SQLSTATE 23505)", conflict},
	})
}
