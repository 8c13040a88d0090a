package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 7cfcd0ae: 25/34 overall, 9/15 tricky.
// Tolerated: i1676-unknown-command-exit0: premise vs invalid (one-off): smbclient's own interpreter says "frobnicate: command not found" and exits 0; the shell's "command not found" (a missing program) is premise, and no marker tells the two apart short of the exit status.
// Tolerated: i1676-ls-mask-no-match: unknown vs ambiguous (one-off): "NT_STATUS_NO_SUCH_FILE listing \report*.csv" is a wildcard that matched nothing; earlier sets read NO_SUCH_FILE both conflict and invalid, so no class rule without a ruling.
// Tolerated: i1676-get-missing-argument: unknown vs invalid (one-off): smbclient prints a bare command synopsis ("get <filename> [localname]"); no marker word to gate on.
// Tolerated: i1676-setmode-usage: unknown vs invalid (one-off): the same bare synopsis form ("setmode <filename> <perm=[+|-]rsha>").
// Tolerated: i1676-auth-file-missing: unknown vs premise (one-off): smbclient's "Unable to open credentials file!" for a missing -A file.
// Tolerated: i1676-unix-extensions-missing: unknown vs premise (one-off): "Server doesn't support UNIX CIFS extensions." (SMB1 POSIX extensions over SMB2).
func TestIndependentCases1676(t *testing.T) {
	runIndependent(t, "testdata/independent1676.jsonl", true,
		"i1676-unknown-command-exit0", "i1676-ls-mask-no-match", "i1676-get-missing-argument",
		"i1676-setmode-usage", "i1676-auth-file-missing", "i1676-unix-extensions-missing")
}

// TestGeneralise1676NTStatusLogonState: the logon account's state refusals
// as smbclient names them (NT_STATUS_PASSWORD_MUST_CHANGE, _PASSWORD_EXPIRED,
// _ACCOUNT_EXPIRED, _INVALID_LOGON_HOURS, _INVALID_WORKSTATION,
// _ACCOUNT_RESTRICTION) and in MS-ERREF's words as go-smb2 prints them:
// denied (only a person restores the identity). Source: MS-ERREF 2.3.1,
// live Samba 4.17 (pdbedit, net sam set pwdmustchangenow). Near misses: a
// TLS certificate that has expired stays premise; a generic "password must
// be at least 8 characters" stays invalid.
func TestGeneralise1676NTStatusLogonState(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"smbclient must change", "exec", 1, "1", "session setup failed: NT_STATUS_PASSWORD_MUST_CHANGE\nexit status 1", rung.KindDenied},
		{"smbclient expired", "exec", 1, "1", "session setup failed: NT_STATUS_PASSWORD_EXPIRED\nexit status 1", rung.KindDenied},
		{"smbclient account expired", "exec", 1, "1", "session setup failed: NT_STATUS_ACCOUNT_EXPIRED\nexit status 1", rung.KindDenied},
		{"smbclient logon hours", "exec", 1, "1", "session setup failed: NT_STATUS_INVALID_LOGON_HOURS\nexit status 1", rung.KindDenied},
		{"smbclient workstation", "exec", 1, "1", "session setup failed: NT_STATUS_INVALID_WORKSTATION\nexit status 1", rung.KindDenied},
		{"impacket restriction", "smb", 0, "", "SMB SessionError: STATUS_ACCOUNT_RESTRICTION(Indicates a referenced user name and authentication information are valid, but some user account restriction has prevented successful authentication (such as time-of-day restrictions).)", rung.KindDenied},
		{"go-smb2 must change", "smb", 0, "", "response error: The user password must be changed before logging on the first time.", rung.KindDenied},
		{"go-smb2 expired", "smb", 0, "", "response error: The user account password has expired.", rung.KindDenied},
		{"go-smb2 account expired", "smb", 0, "", "response error: The user account has expired.", rung.KindDenied},
		{"go-smb2 logon hours", "smb", 0, "", "response error: The user account has time restrictions and may not be logged onto at this time.", rung.KindDenied},
		{"near: tls expired", "go", 0, "", "tls: failed to verify certificate: x509: certificate has expired or is not yet valid: current time 2026-12-07T12:00:00Z is after 2026-01-01T00:00:00Z", rung.KindPremise},
		{"near: password rule", "http", 400, "", `{"error":"password must be at least 8 characters"}`, rung.KindInvalid},
	})
}

// TestGeneralise1676NotReparsePoint: STATUS_NOT_A_REPARSE_POINT by name
// (smbclient, impacket) and in MS-ERREF's words (go-smb2 Readlink on a
// plain file): premise, the name is not the link the plan assumed. Source:
// MS-ERREF 2.3.1 0xC0000275, live Samba 4.17. Near misses: a missing name
// stays premise by its own row; the path-syntax text stays invalid.
func TestGeneralise1676NotReparsePoint(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"go-smb2 readlink", "smb", 0, "", "readlink a.txt: response error: The NTFS file or directory is not a reparse point.", rung.KindPremise},
		{"smbclient name", "exec", 1, "1", "NT_STATUS_NOT_A_REPARSE_POINT readlink \\a.txt\nexit status 1", rung.KindPremise},
		{"impacket name", "smb", 0, "", "SMB SessionError: STATUS_NOT_A_REPARSE_POINT(The NTFS file or directory is not a reparse point.)", rung.KindPremise},
		{"near: path syntax", "smb", 0, "", "open ..\\etc\\passwd: response error: The object path component was not a directory object.", rung.KindInvalid},
		{"near: missing", "exec", 1, "1", "NT_STATUS_OBJECT_NAME_NOT_FOUND opening remote file \\b.txt\nexit status 1", rung.KindPremise},
	})
}
