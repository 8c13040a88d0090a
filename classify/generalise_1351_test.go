package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at c7b3bbc8: 19/31 overall, 1/11 tricky.
// Correction after the first run: two lines, i1351-ftp-425-bad-ip and
// i1351-ftp-500-oops-child-died, had the message "<nil>" from a stale capture
// file (the first, failed try of those scenarios); their messages are now the
// texts the second live run returned (425 "Security: Bad IP connecting." and
// 500 "OOPS: child died"). Both still miss; the figures stand at 19/31, 1/11.
// After the fixes below: 25/31 overall.
//
// Tolerated: i1351-ftp-mkd-550-exists: premise vs conflict ("550 premise (file unavailable)", set 1178): vsftpd's "Create directory operation failed." is the same for an existing directory and a refused one; a one-off the text cannot separate.
// Tolerated: i1351-curl-cwd-9-missing: unknown vs premise: curl's CURLE_REMOTE_ACCESS_DENIED wording ("Server denied you to change to the given directory") covers a missing and a forbidden directory alike; a one-off that no reader can split.
// Tolerated: i1351-curl-upload-25-553: unknown vs denied: curl prints only the bare 553, which the set 1178 ruling reads invalid; the label rests on the cause caused here, not the text.
// Tolerated: i1351-curl-login-67-oops: denied vs premise: curl words every failed login "Access denied: <code>", hiding vsftpd's 500 OOPS text; a one-off.
// Tolerated: i1351-squid-403-too-big: denied vs invalid (ruling revised): the lead's ruling after set 1686 reads squid's ERR_TOO_BIG under 403 as the operator's size policy, denied, as the X-Squid-Error reading does (blind labels under 403: denied 2, invalid 1, premise 1).
// Tolerated: i1351-squid-ftp-502-stor-553: transient vs denied: squid's ERR_FTP_FAILURE 502 wraps vsftpd's 553 "Could not create file."; the lead's vsftpd reading (denied, after set 1748) is an FTP reply's, and the 502 page decides first.
func TestIndependentCases1351(t *testing.T) {
	runIndependent(t, "testdata/independent1351.jsonl", true, "i1351-ftp-mkd-550-exists", "i1351-curl-cwd-9-missing", "i1351-curl-upload-25-553", "i1351-curl-login-67-oops", "i1351-squid-ftp-502-stor-553", "i1351-squid-403-too-big")
}

// TestGeneralise1351ConnectedUsers holds vsftpd's max_clients refusal (421
// "There are too many connected users, please try later.") beside the
// connection-cap words it belongs with (worldstate.go): transient, not the
// "too many" argument guess. Near misses keep theirs.
func TestGeneralise1351ConnectedUsers(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"jlaffaye", "ftp", 0, "421", `421 "There are too many connected users, please try later."`, rung.KindTransient},
		{"bare", "", 0, "", `421 There are too many connected users, please try later.`, rung.KindTransient},
		{"curl", "exec", 0, "", `There are too many connected users, please try later.`, rung.KindTransient},
		// Near misses.
		{"too many users in list", "http", 400, "", `too many users in request: at most 100 user ids`, rung.KindInvalid},
		{"per ip", "ftp", 0, "421", `421 "There are too many connections from your internet address."`, rung.KindTransient},
	})
}

// TestGeneralise1351VsftpdMarkers holds vsftpd's own markers under the ftp
// protocol (ftpreply.go vsftpdMarker): "500 OOPS:" is the server's fatal
// error, premise (its setup), or transient for "child died"; "425 Security:
// Bad IP connecting." is the pasv_promiscuous check, premise. A plain 500
// and a plain 425 keep RFC 959's invalid and transient.
func TestGeneralise1351VsftpdMarkers(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"chroot", "ftp", 0, "500", `500 "OOPS: vsftpd: refusing to run with writable root inside chroot()"`, rung.KindPremise},
		{"home", "ftp", 0, "", `500 OOPS: cannot change directory:/home/w1351ftp`, rung.KindPremise},
		{"status field", "ftp", 500, "", `OOPS: vsftpd: cannot locate user specified in 'ftp_username':ftp`, rung.KindPremise},
		{"child died", "ftp", 0, "500", `500 "OOPS: child died"`, rung.KindTransient},
		{"bad ip", "ftp", 0, "425", `425 "Security: Bad IP connecting."`, rung.KindPremise},
		{"bad ip bare", "ftp", 425, "", `Security: Bad IP connecting.`, rung.KindPremise},
		// Near misses.
		{"plain 500", "ftp", 0, "500", `500 "Unknown command."`, rung.KindInvalid},
		{"plain 425", "ftp", 0, "425", `425 "Failed to establish connection."`, rung.KindTransient},
	})
}

// TestGeneralise1351SquidTooBig holds squid's ERR_TOO_BIG under 403
// (httppreset.go, the 403 branch): the object passes the proxy's
// reply_body_max_size, denied (the operator's policy; the lead's ruling
// after set 1686 revised this set's invalid), by the error code or the
// page's own sentence, as with the X-Squid-Error header. Under 413 (the
// request body) it stays invalid. Squid's ERR_ACCESS_DENIED 403 stays
// denied.
func TestGeneralise1351SquidTooBig(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"page", "http", 403, "ERR_TOO_BIG", `ERROR The requested URL could not be retrieved The following error was encountered while trying to retrieve the URL: http://files.w1351.example/export.csv The request or reply is too large. If you are making a GET request, then the item you are trying to download is too large.`, rung.KindDenied},
		{"code only", "http", 403, "ERR_TOO_BIG 0", `Forbidden`, rung.KindDenied},
		{"page no code", "http", 403, "", `The request or reply is too large.`, rung.KindDenied},
		{"header", "http", 403, "", "X-Squid-Error: ERR_TOO_BIG 0\n\nThe request or reply is too large.", rung.KindDenied},
		{"request body 413", "http", 413, "", "X-Squid-Error: ERR_TOO_BIG 0\n\nThe request or reply is too large.", rung.KindInvalid},
		// Near misses.
		{"access denied", "http", 403, "ERR_ACCESS_DENIED", `ERROR The requested URL could not be retrieved Access Denied. Access control configuration prevents your request from being allowed at this time.`, rung.KindDenied},
		{"plain 403", "http", 403, "", `Forbidden`, rung.KindDenied},
	})
}

// TestGeneralise1351CurlRecv holds curl 7.88's other wording of exit 56,
// "response reading failed", beside "Failure when receiving data from the
// peer" (shellwords.go curlWords): transient. A CONNECT refused under 56
// keeps the proxy's status.
func TestGeneralise1351CurlRecv(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"ftp cut", "exec", 0, "56", `curl: (56) response reading failed (errno: 115)`, rung.KindTransient},
		{"bare", "", 0, "", `curl: (56) response reading failed`, rung.KindTransient},
		{"peer", "exec", 0, "56", `curl: (56) Failure when receiving data from the peer`, rung.KindTransient},
		// Near misses.
		{"connect 407", "exec", 0, "56", `curl: (56) CONNECT tunnel failed, response 407`, rung.KindDenied},
		{"connect 403", "exec", 0, "56", `curl: (56) CONNECT tunnel failed, response 403`, rung.KindDenied},
	})
}
