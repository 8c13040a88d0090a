package classify

import "testing"

// First run at 7109efdf: 23/34 overall, 7/18 tricky.
// Tolerated: i1541-mkd-exists-ftplib: premise vs conflict (ruling: set 1178 "550 premise"; set 1351 tolerated the quoted form): vsftpd's text is the same for an existing and a refused directory.
// Tolerated: i1541-noop-after-quit: transient vs premise (ruling: goerr.go "use of closed network connection", connection closed, transient; sets 775, 1481, 1520): the text cannot tell the caller's own Quit from a torn-down transport.
// Tolerated: i1541-explicit-tls-plain-server: denied vs premise (one-off): the 530 "Please login with USER and PASS." answers AUTH TLS on a server without TLS; only the operation, not the text, tells it from a missing login.
func TestIndependentCases1541(t *testing.T) {
	runIndependent(t, "testdata/independent1541.jsonl", true, "i1541-mkd-exists-ftplib", "i1541-noop-after-quit", "i1541-explicit-tls-plain-server")
}

// TestGeneralise1541VsftpdSession: vsftpd's fixed login and session
// refusals, with the 530 or bare as jlaffaye/ftp's Login returns them. A
// TLS policy ("sessions must use encryption", "may not use encryption")
// and "Can't change to another user." ask for a repaired connection,
// invalid; "anonymous only" refuses the account, denied. Near misses: a
// wrong password and "Please login with USER and PASS." stay denied
// (vsftpd 3.0.3 prelogin.c/postlogin.c, vsftpd.conf(5); set 1541, live).
func TestGeneralise1541VsftpdSession(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"local tls bare", "ftp", 0, "", "Non-anonymous sessions must use encryption.", invalid},
		{"local tls 530", "ftp", 0, "530", "530 Non-anonymous sessions must use encryption.", invalid},
		{"anon tls quoted", "ftp", 0, "", `530 "Anonymous sessions must use encryption."`, invalid},
		{"anon no tls", "ftp", 0, "530", "530 Anonymous sessions may not use encryption.", invalid},
		{"change user", "ftp", 0, "530", "530 Can't change to another user.", invalid},
		{"change user quoted", "ftp", 0, "", `530 "Can't change to another user."`, invalid},
		{"anonymous only bare", "ftp", 0, "", "This FTP server is anonymous only.", denied},
		{"anonymous only 530", "ftp", 0, "530", "530 This FTP server is anonymous only.", denied},
		{"near: login incorrect", "ftp", 0, "530", "530 Login incorrect.", denied},
		{"near: login first", "ftp", 0, "530", "530 Please login with USER and PASS.", denied},
		{"near: plain 530", "ftp", 530, "", "Not logged in.", denied},
	})
}

// TestGeneralise1541VsftpdTransfer: vsftpd's transfer replies that their
// RFC 959 class misstates: 425 "Use PORT or PASV first." is a transfer before a data
// channel, invalid; 451 "Failure writing to local file." is the server's
// own disk refusing the upload, premise (the lead's revision of set 1178's
// reading). Near misses keep the class: 426 "Failure writing
// network stream." and another 451 transient, 425 "Failed to establish
// connection." transient, 425 "Security: Bad IP connecting." premise
// (vsftpd 3.0.3 postlogin.c; set 1541, live).
func TestGeneralise1541VsftpdTransfer(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"local file 451", "ftp", 0, "451", `451 "Failure writing to local file."`, premise},
		{"local file, ftplib", "ftp", 0, "", "ftplib.error_temp: 451 Failure writing to local file.", premise},
		{"pasv first", "ftp", 0, "425", "425 Use PORT or PASV first.", invalid},
		{"pasv first quoted", "ftp", 0, "", `425 "Use PORT or PASV first."`, invalid},
		{"near: network stream", "ftp", 0, "426", `426 "Failure writing network stream."`, transient},
		{"near: bare 451", "ftp", 0, "451", "451 Requested action aborted: local error in processing.", transient},
		{"near: failed to establish", "ftp", 0, "425", `425 "Failed to establish connection."`, transient},
		{"near: bad ip", "ftp", 0, "425", "425 Security: Bad IP connecting.", premise},
	})
}
