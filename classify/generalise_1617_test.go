package classify

import "testing"

// First run at 683a08ac: 20/34 overall, 5/17 tricky.
// Tolerated: i1617-restic-empty-password: unknown vs invalid (one-off): restic's own "an empty password is not a password" shares no wording with a class.
// Tolerated: i1617-rclone-no-transfer: unknown vs ambiguous (one-off, as set 1178's i1178-rclone-nothing-to-transfer): "There was nothing to transfer" is logged both for an empty selection and for a destination already current; the words carry no cause.
func TestIndependentCases1617(t *testing.T) {
	runIndependent(t, "testdata/independent1617.jsonl", true, "i1617-restic-empty-password", "i1617-rclone-no-transfer")
}

// Backup repositories reporting damage to their own stored bytes (restic
// 0.14 check, borg 1.2 check and extract, captured live; damaged.go
// storeDamageWords): premise. Near miss: restic's wrong password keeps
// denied.
func TestGeneralise1617RepoDamage(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"restic pack id", "exec", 1, "1", "Pack ID does not match, want d2fde237eaa6553621579bbff28c4c76aa9be5c039b4641cfeaa542ef56b80d7, got e8c630d1ff2fdf58ea12d1218352e65a788cb8dafd775b980b555acae0754ad6\nexit status 1", premise},
		{"restic summary", "exec", 1, "1", "check snapshots, trees and blobs\nFatal: repository contains errors\nexit status 1", premise},
		{"borg segment", "exec", 2, "2", "Data integrity error: Segment entry checksum mismatch [segment 2, offset 181]\nexit status 2", premise},
		{"borg check", "exec", 1, "1", "Data integrity error: Segment entry checksum mismatch [segment 5, offset 0]\nFinished full repository check, errors found.\nexit status 1", premise},
		{"near: wrong password", "exec", 1, "1", "Fatal: wrong password or no key found\nexit status 1", denied},
	})
}

// Backup and sync tools' own verdicts (restic 0.14, borg 1.2, rclone 1.60,
// captured live; toolwords.go otherToolWords, goerr.go for --max-*): borg's
// lock timeout (transient), a run's own --max-* budget (transient), borg's selection
// that chose nothing (ambiguous), a check that found differences (premise),
// --immutable's differing file (conflict), borg init on a non-repository
// path (invalid), borg's unanswered security prompt (denied) and its
// rolled-back repository (premise), cobra's argument count (invalid). Near
// misses: an existing repository (conflict), a missing directory (premise),
// rclone's missing remote (premise), a connection refused (transient).
func TestGeneralise1617BackupToolVerdicts(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"borg lock timeout", "exec", 2, "2", "Failed to create/acquire the lock /srv/b1/lock.exclusive (timeout).\nexit status 2", transient},
		{"rclone max transfer cancels", "exec", 8, "8", "2026/12/07 07:08:27 ERROR : big1: Failed to copy: context canceled\n2026/12/07 07:08:27 ERROR : big2: Failed to copy: max transfer limit reached as set by --max-transfer\nexit status 8", transient},
		{"near: rclone canceled alone", "exec", 1, "1", "2026/12/07 07:08:27 ERROR : big1: Failed to copy: context canceled\nexit status 1", denied},
		{"rclone max transfer", "exec", 8, "8", "2026/12/07 07:08:27 ERROR : big2: Failed to copy: max transfer limit reached as set by --max-transfer\n2026/12/07 07:08:27 Failed to copy with 4 errors: last error was: max transfer limit reached as set by --max-transfer\nexit status 8", transient},
		{"rclone max duration", "exec", 10, "10", "2026/12/07 07:08:27 ERROR : Failed to copy: max transfer duration reached as set by --max-duration\nexit status 10", transient},
		{"borg never matched", "exec", 1, "1", "Include pattern 'home/u/nosuch' never matched.\nexit status 1", ambiguous},
		{"rclone check", "exec", 1, "1", "2026/12/07 07:08:28 ERROR : f2.txt: sizes differ\n2026/12/07 07:08:28 Failed to check: 3 differences found\nexit status 1", premise},
		{"rclone immutable", "exec", 6, "6", "2026/12/07 07:09:25 ERROR : a.txt: Source and destination exist but do not match: immutable file modified\n2026/12/07 07:09:25 Failed to copy: immutable file modified\nexit status 6", conflict},
		{"borg init something", "exec", 2, "2", "There is already something at /home/u/docs.\nexit status 2", invalid},
		{"borg relocated", "exec", 2, "2", "Warning: The repository at location /b2moved was previously located at /b2\nDo you want to continue? [yN] Aborting.\nRepository access aborted\nexit status 2", denied},
		{"borg unknown unencrypted", "exec", 2, "2", "Warning: Attempting to access a previously unknown unencrypted repository!\nDo you want to continue? [yN] Aborting.\nRepository access aborted\nexit status 2", denied},
		{"borg cache newer", "exec", 2, "2", "Cache, or information obtained from the security directory is newer than repository - this is either an attack or unsafe (multiple repos with same ID)\nexit status 2", premise},
		{"rclone args min", "exec", 1, "1", "Command copy needs 2 arguments minimum: you provided 1 non flag arguments: [\"/src\"]\nexit status 1", invalid},
		{"rclone args max", "exec", 1, "1", "Command lsd needs 1 arguments maximum: you provided 2 non flag arguments: [\"a:\" \"b:\"]\nexit status 1", invalid},
		{"near: restic init exists", "exec", 1, "1", "Fatal: create repository at /r1 failed: config file already exists\n\nexit status 1", conflict},
		{"near: borg init exists", "exec", 2, "2", "A repository already exists at /srv/b1.\nexit status 2", conflict},
		{"near: rclone dir missing", "exec", 3, "3", "2026/12/07 07:08:25 Failed to lsd with 2 errors: last error was: directory not found\nexit status 3", premise},
		{"near: rclone no remote", "exec", 1, "1", "2026/12/07 07:08:26 Failed to create file system for \"nosuchremote:\": didn't find section in config file\nexit status 1", premise},
		{"near: rclone refused", "exec", 5, "5", "2026/12/07 07:08:40 Failed to lsd with 2 errors: last error was: error listing \"\": failed to readDir: Get \"http://127.0.0.1:31708/\": dial tcp 127.0.0.1:31708: connect: connection refused\nexit status 5", transient},
	})
}

// An id prefix that matches no object (restic NoIDByPrefixError, captured
// live; shellwords.go nameWords): premise, as git's "unknown revision".
// Near misses: restic's prefix that matches several stays invalid (the id
// ruling), Docker's likewise.
func TestGeneralise1617NoMatchingID(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"restic restore", "exec", 1, "1", "invalid id \"deadbeef\": no matching ID found for prefix \"deadbeef\"\nexit status 1", premise},
		{"restic fatal", "exec", 1, "1", "Fatal: invalid id \"0a1b\": no matching ID found for prefix \"0a1b\"\nexit status 1", premise},
		{"restic bare", "", 0, "", "no matching ID found for prefix \"77aa\"", premise},
		{"several (ambiguous since the lead's revision)", "exec", 1, "1", "invalid id \"1\": multiple IDs with prefix \"1\" found\nexit status 1", ambiguous},                         // revised by the lead: several matches, ambiguous
		{"docker several (ambiguous since the lead's revision)", "exec", 1, "1", "Error response from daemon: multiple IDs found with provided prefix: ab\nexit status 1", ambiguous}, // revised by the lead: several matches, ambiguous
	})
}
