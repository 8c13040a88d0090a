package classify

import "github.com/rungkit/rung"

// ftpReply reads an FTP reply code (RFC 959 section 4.2) under the "ftp"
// and "ftps" protocols: the Status field, or the three digits that open
// the message as github.com/jlaffaye/ftp's textproto.Error prints it
// ("550 w1178-inbox: File exists"). An FTP reply is not an HTTP status:
// 530 is "Not logged in", 550 "File unavailable", 552 "Exceeded storage
// allocation", 553 "File name not allowed", where the HTTP reading took
// each for a server error. The server's own words come first in the chain
// (ENOENT's "No such file or directory", EEXIST's "File exists", "Login
// incorrect", "Quota exceeded"); the code decides only when they say
// nothing (held-out set 1178).
func ftpReply(c *ctx) (Result, bool) {
	n := c.inStatus
	if n == 0 {
		if v, w := leadingInt(c.message); w == 3 && len(c.message) > 3 && (c.message[3] == ' ' || c.message[3] == '-') {
			n = v
		}
	}
	if k, why, ok := vsftpdMarker(n, c.message); ok {
		return Result{Kind: k, Reason: "ftp: reply " + itoa(n) + ": " + why}, true
	}
	if n >= 100 && n < 400 {
		// A positive reply raised as an error (Python ftplib's error_reply,
		// "350 Restart position accepted (100)." to voidcmd): the server
		// did what was asked, the client wanted another reply (set 1748).
		return Result{Kind: ambiguous, Reason: "ftp: reply " + itoa(n) + ": a positive reply the client did not expect: the command worked, its answer is not the one the tool wanted"}, true
	}
	k, why := ftpReplyKind(n)
	if k == unk {
		return Result{}, false
	}
	return Result{Kind: k, Reason: "ftp: reply " + itoa(n) + ": " + why}, true
}

// ftpReplyKind maps RFC 959's negative replies (and RFC 2228's security
// refusals) to a kind. The 4yz replies are transient by the RFC's own
// definition, except 452: insufficient storage space does not free itself,
// as 552 and HTTP 507 do not.
func ftpReplyKind(n int) (rung.Kind, string) {
	switch n {
	case 421:
		return transient, "service not available, closing control connection"
	case 425:
		return transient, "can't open data connection"
	case 426:
		return transient, "connection closed; transfer aborted"
	case 450:
		return transient, "file unavailable (busy)"
	case 451:
		return transient, "local error in processing"
	case 452, 552:
		return premise, "insufficient storage space or allocation exceeded: free space first"
	case 500, 501, 502, 503, 504, 522:
		return invalid, "the command or its parameters are wrong for this server"
	case 530, 532, 533, 534, 535:
		return denied, "not logged in, or refused for the account or its security policy"
	case 550:
		return premise, "file unavailable (not found or no access)"
	case 551, 553:
		return invalid, "the page type or the file name is not allowed"
	}
	return unk, ""
}

// vsftpdMarker reads vsftpd's own markers, which its reply code misstates
// (held-out set 1351). "500 OOPS: ..." is vsftpd's die(): a fatal error on
// the server's side, never a command it could not parse; it names the
// server's setup ("refusing to run with writable root inside chroot()",
// "cannot change directory:/home/x", "cannot locate user specified in
// 'ftp_username'"), premise, except "child died", the session process
// lost mid-session, transient. "425 Security: Bad IP connecting." is the
// pasv_promiscuous check (vsftpd.conf(5)): the data connection came from
// another address than the control connection, a network setup that
// waiting does not change, premise.
//
// Set 1541 adds vsftpd's fixed login and session refusals, read with or
// without the code (github.com/jlaffaye/ftp's Login returns the USER
// reply's text bare, without its 530): "Non-anonymous sessions must use
// encryption." and "Anonymous sessions must use encryption."
// (force_local_logins_ssl, force_anon_logins_ssl) and "Anonymous sessions
// may not use encryption." (allow_anon_ssl=NO) ask for the session's TLS
// to be changed, a repair of the call, invalid; "Can't change to another
// user." (USER on a logged-in session) asks for a new connection, invalid;
// "This FTP server is anonymous only." (local_enable=NO) refuses the
// account by policy, denied. Under 425, "Use PORT or PASV first." is a transfer command sent before any data channel was set up,
// a wrong sequence, invalid (vsftpd 3.0.3 prelogin.c, postlogin.c;
// vsftpd.conf(5)).
//
// "Failure writing to local file." is vsftpd's reply when its own write
// of an upload to its disk fails (postlogin.c, after the write returns an
// error): a full disk, a quota, a file-size limit. It comes under 451,
// which RFC 959 reads as a passing local error, but the cause is the
// server's storage, which waiting does not free: premise, as 452 and 552
// are (both blind labels of set 1541, captured on a full tmpfs; the lead
// revised set 1178's RFC reading of this text).
//
// "553 Could not create file." is vsftpd's one reply when opening an
// upload for writing fails (postlogin.c, handle_upload_common). RFC 959's
// 553 is "file name not allowed", but every blind label of this text, in
// sets 1351, 1541 and 1748 (six, curl's and squid's renderings included),
// was captured on a directory the account may not write: denied (the lead
// after set 1748, revising set 1178's reading for this text only; a bare
// 553 keeps the RFC's).
func vsftpdMarker(n int, msg string) (rung.Kind, string, bool) {
	switch {
	case hasAny(msg, "sessions must use encryption", "sessions may not use encryption"):
		return invalid, "vsftpd's TLS policy for this login: connect with (or without) explicit TLS as it asks", true
	case hasFold(msg, "can't change to another user"):
		return invalid, "vsftpd does not switch users within a session: log in on a new connection", true
	case hasFold(msg, "ftp server is anonymous only"):
		return denied, "vsftpd admits anonymous logins only: the named account is refused by policy", true
	case hasFold(msg, "could not create file"):
		return denied, "vsftpd could not open the upload for writing: in every capture the account may not write to that directory", true
	case hasFold(msg, "failure writing to local file"):
		return premise, "vsftpd could not write the upload to its own disk (full, over quota or over a size limit): free space first", true
	}
	switch n {
	case 500:
		if !hasFold(msg, "oops:") {
			return unk, "", false
		}
		if hasFold(msg, "child died") {
			return transient, "vsftpd's session process died: reconnect and repeat", true
		}
		return premise, "vsftpd's fatal OOPS: the server's own setup stops the session", true
	case 425:
		if hasFold(msg, "bad ip connecting") {
			return premise, "vsftpd's data-connection address check: the data connection comes from another address than the control connection", true
		}
		if hasFold(msg, "pasv first") {
			return invalid, "a transfer command before PORT or PASV: set up the data channel first", true
		}
	}
	return unk, "", false
}
