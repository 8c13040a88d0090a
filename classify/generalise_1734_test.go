package classify

import "testing"

// First run at 03085492: 21/34 overall, 4/14 tricky.
// Tolerated: i1734-chpasswd-nouser: unknown vs premise (one-off): chpasswd's PAM text "pam_chauthtok() failed, error: Authentication token manipulation error" is the same for a missing account and for a non-root caller; nothing in the text tells them apart.
// Tolerated: i1734-setfacl-proc: invalid vs premise (ruling): "Operation not supported" reads invalid (generic.go "not supported"), and kernelfiles.go reads refusals on procfs that no authority changes as invalid; an ACL on a filesystem without ACLs is as arguably the call's error.
func TestIndependentCases1734(t *testing.T) {
	runIndependent(t, "testdata/independent1734.jsonl", true, "i1734-chpasswd-nouser", "i1734-setfacl-proc")
}

// Account in use: shadow-utils userdel/usermod exit 8 "user X is currently
// used by process N" (live, Debian 12 passwd 4.13): premise, stop the
// processes first. Near misses: a port or device "in use" keeps its
// reading.
func TestGeneralise1734AccountBusy(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"userdel", "exec", 8, "8", "userdel: user w1734u is currently used by process 18118\nexit status 8", premise},
		{"usermod", "exec", 8, "8", "usermod: user w1734u is currently used by process 18118\nexit status 8", premise},
		{"bare", "", 0, "", "userdel: user deploy is currently used by process 4242", premise},
		{"near: address in use", "go", 0, "", "listen tcp :8080: bind: address already in use", premise},
		{"near: file in use", "go", 0, "", "database table is locked", transient},
	})
}

// A named account or group that does not resolve on the host: coreutils
// chown/chgrp "invalid user: ‘x’" / "invalid group: ‘x’", install "invalid
// user ‘x’", sudo "unknown user x" / "unknown group x" (live, Debian 12):
// premise, as os/user's "unknown user". Near misses: chown's malformed spec
// "invalid user: ‘a:b:c’", useradd's "invalid user name" and "invalid user
// ID" (the argument itself), "invalid username or password" (denied).
func TestGeneralise1734AccountLookup(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"chown user", "exec", 1, "1", "chown: invalid user: ‘nosuch1734’\nexit status 1", premise},
		{"chown group", "exec", 1, "1", "chown: invalid group: ‘w1734u:nosuchgrp1734’\nexit status 1", premise},
		{"chgrp", "exec", 1, "1", "chgrp: invalid group: ‘nosuchgrp1734’\nexit status 1", premise},
		{"install", "exec", 1, "1", "install: invalid user ‘nosuch1734’\nexit status 1", premise},
		{"sudo user", "exec", 1, "1", "sudo: unknown user nosuch1734\nsudo: error initializing audit plugin sudoers_audit\nexit status 1", premise},
		{"sudo group", "exec", 1, "1", "sudo: unknown group nosuchgrp1734\nsudo: error initializing audit plugin sudoers_audit\nexit status 1", premise},
		{"near: malformed spec", "exec", 1, "1", "chown: invalid user: ‘a:b:c’\nexit status 1", invalid},
		{"near: useradd name", "exec", 3, "3", "useradd: invalid user name 'Bad Name1734': use --badname to ignore\nexit status 3", invalid},
		{"near: useradd id", "exec", 3, "3", "useradd: invalid user ID 'abc'\nexit status 3", invalid},
		{"near: credentials", "http", 401, "", `{"errors":["invalid username or password"]}`, denied},
	})
}

// A numeric ID another account holds: shadow-utils exit 4, usermod/groupadd/
// groupmod "UID 'N' already exists" / "GID 'N' already exists", useradd "UID
// N is not unique" (live, Debian 12): invalid, choose another ID; nothing
// of the step's own exists. Near misses: "user 'x' already exists" and
// "group 'x' already exists" stay conflict.
func TestGeneralise1734IDTaken(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"usermod", "exec", 4, "4", "usermod: UID '0' already exists\nexit status 4", invalid},
		{"groupadd", "exec", 4, "4", "groupadd: GID '0' already exists\nexit status 4", invalid},
		{"groupmod", "exec", 4, "4", "groupmod: GID '0' already exists\nexit status 4", invalid},
		{"useradd", "exec", 4, "4", "useradd: UID 0 is not unique\nexit status 4", invalid},
		{"near: user exists", "exec", 9, "9", "useradd: user 'w1734u' already exists\nexit status 9", conflict},
		{"near: group exists", "exec", 9, "9", "groupadd: group 'w1734u' already exists\nexit status 9", conflict},
	})
}

// Privilege refusals worded without "permission denied": util-linux
// runuser "may not be used by non-root users", passwd "You may not view or
// modify password information for X" and passwd's PAM "Authentication
// token manipulation error" (live, Debian 12): denied. Near misses:
// chpasswd's PAM failure (its cause is not in the text) is not read here,
// and sqlite's "may not be used with non-aggregate" stays invalid.
func TestGeneralise1734PrivilegeRefusal(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"runuser", "exec", 1, "1", "runuser: may not be used by non-root users\nexit status 1", denied},
		{"passwd other", "exec", 1, "1", "passwd: You may not view or modify password information for root.\nexit status 1", denied},
		{"passwd pam", "exec", 10, "10", "Current password: passwd: Authentication token manipulation error\npasswd: password unchanged\nChanging password for w1734u.\nexit status 10", denied},
		{"passwd pam bare", "", 0, "", "passwd: Authentication token manipulation error\npasswd: password unchanged", denied},
	})
}

// cron and at input: crontab "errors in crontab file, can't install."
// (invalid), "no crontab for X" from -l or -r (premise), at "Garbled time"
// and "refusing to create job destined in the past" (invalid) (live, cron
// 3.0pl1, at 3.2.5). Near misses: crontab's cron.deny refusal stays denied.
func TestGeneralise1734CronAt(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"crontab syntax", "exec", 1, "1", "\"/tmp/w1734/bad.cron\":1: bad minute\nerrors in crontab file, can't install.\nexit status 1", invalid},
		{"crontab hour", "exec", 1, "1", "\"-\":0: bad hour\nerrors in crontab file, can't install.", invalid},
		{"no crontab -l", "exec", 1, "1", "no crontab for w1734u\nexit status 1", premise},
		{"no crontab -r", "", 0, "", "no crontab for deploy", premise},
		{"at garbled", "exec", 1, "1", "Problem in minutes specification. Last token seen: 25:99\nGarbled time\nexit status 1", invalid},
		{"at garbled syntax", "exec", 1, "1", "syntax error. Last token seen: tomorrowx\nGarbled time\nexit status 1", invalid},
		{"at past", "exec", 1, "1", "at: refusing to create job destined in the past\nexit status 1", invalid},
		{"near: cron.deny", "exec", 1, "1", "You (w1734u) are not allowed to use this program (crontab)\nSee crontab(1) for more information\nexit status 1", denied},
	})
}
