package classify

import "testing"

// First run at d32f7ec6: 19/24 overall, 9/12 tricky.
func TestIndependentCases1460(t *testing.T) {
	runIndependent(t, "testdata/independent1460.jsonl", true)
}

// TestGeneralise1460SMTPTemporaryWords: a 4xx enhanced reply whose words say
// the same call can never pass is read by the words. A 4.7.x demanding TLS
// (Gmail's "TLS required for RCPT domain") is invalid like RFC 3207's 5.7.0;
// a 4.5.x "protocol violation" is the client's command sequence, invalid; a
// 4xx "permanently deferred" (Yahoo TS03, whose help says not to resend)
// reads as the 5xx of its subject and detail. "TLS not available",
// "temporarily deferred" and plain busy replies stay transient. Sources:
// support.google.com/a/answer/3726730, RFC 3207, help.yahoo.com SLN3436.
func TestGeneralise1460SMTPTemporaryWords(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"gmail tls required", "smtp", 0, "421", "421 4.7.0 TLS required for RCPT domain, closing connection.", invalid},
		{"requires tls", "smtp", 0, "450", "450 4.7.0 This server requires TLS for this domain", invalid},
		{"starttls first", "smtp", 0, "530", "530 5.7.0 Must issue a STARTTLS command first", invalid},
		{"tls not available", "smtp", 0, "454", "454 4.7.0 TLS not available due to local problem", transient},
		{"try again later", "smtp", 0, "421", "421 4.7.0 Try again later, closing connection.", transient},
		{"relay denied", "smtp", 0, "554", "554 5.7.1 <a@b.example>: Relay access denied", denied},
		{"pipeline after starttls", "smtp", 0, "454", "454 4.5.0 SMTP protocol violation, no commands allowed to pipeline after STARTTLS, see RFC 3207.", invalid},
		{"gmail 451 protocol violation", "smtp", 0, "451", "451 4.5.0 SMTP protocol violation, see RFC 2821.", invalid},
		{"temporarily rejected", "smtp", 0, "451", "451 4.3.0 Mail server temporarily rejected message.", transient},
		{"yahoo ts03", "smtp", 0, "421", "421 4.7.1 [TS03] All messages from 203.0.113.9 permanently deferred; Retrying will NOT succeed.", denied},
		{"permanently rejected recipient", "smtp", 0, "450", "450 4.1.1 <u@x.example>: Recipient permanently rejected: no such user", premise},
		{"yahoo tss04", "smtp", 0, "421", "421 4.7.0 [TSS04] Messages from 203.0.113.9 temporarily deferred due to unexpected volume or user complaints - 4.16.55.1", transient},
		{"greylisted", "smtp", 0, "450", "450 4.2.0 <u@x.example>: Recipient address rejected: Greylisted, see http://postgrey.schweikert.ch/help/x.example.html", transient},
	})
}

// TestGeneralise1460IMAPPlainStatus: an IMAP status response without an RFC
// 5530 response code. A tagged (or library-stripped) BAD is RFC 3501's
// "command unknown or arguments invalid": invalid (Exchange Online's "BAD
// Command Argument Error. 11", Dovecot's "BAD Error in IMAP command").
// A BYE or NO about too many connections (Dovecot's
// mail_max_userip_connections, Gmail's "Too many simultaneous connections")
// is a cap that lifts: transient. A BAD with a known response code and an
// HTTP "400 BAD REQUEST" keep their readings. Sources: RFC 3501 7.1,
// Dovecot login-common ERR_TOO_MANY_USERIP_CONNECTIONS.
func TestGeneralise1460IMAPPlainStatus(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"exchange bad tagged", "imap", 0, "BAD", "a7 BAD Command Argument Error. 11", invalid},
		{"bad stripped", "", 0, "", "BAD Command Argument Error", invalid},
		{"go-imap bad", "go", 0, "", "imap: BAD Error in IMAP command UID FETCH: Invalid uidset", invalid},
		{"dovecot bye userip", "imap", 0, "BYE", "* BYE Maximum number of connections from user+IP exceeded (mail_max_userip_connections=10)", transient},
		{"gmail alert simultaneous", "imap", 0, "NO", "A3 NO [ALERT] Too many simultaneous connections. (Failure)", transient},
		{"limit userip", "imap", 0, "LIMIT", "a1 NO [LIMIT] Maximum number of connections from user+IP exceeded (mail_max_userip_connections=3)", transient},
		{"auth failed", "imap", 0, "AUTHENTICATIONFAILED", "a1 NO [AUTHENTICATIONFAILED] Authentication failed.", denied},
		{"trycreate", "imap", 0, "TRYCREATE", "a4 NO [TRYCREATE] Mailbox doesn't exist: Archive", premise},
		{"http bad request", "", 0, "", "HTTP/1.1 400 BAD REQUEST", invalid},
		{"http bad gateway", "http", 502, "", "BAD GATEWAY", transient},
	})
}
