package classify

import "strings"

// accountToolText reads the fixed diagnostics of the Linux account and
// permission tools an agent's shell runs (set 1734, captured live on
// Debian 12): shadow-utils (useradd, usermod, userdel, groupadd, groupmod,
// passwd), util-linux runuser, sudo, coreutils chown/chgrp/install, cron's
// crontab and at. Each row is an exact, case-sensitive substring of the
// tool's own text, so a failure from anywhere else costs one
// strings.Contains per row and no allocation.
var accountToolRows = []exactRow{
	// Account in use: userdel(8)/usermod(8) exit 8 "user currently logged
	// in": processes run as the account; stop them first (or -f).
	{" is currently used by process ", premise, "shadow-utils exit 8: the account has running processes, it is not idle as the step assumed: stop them first"},
	// A named account or group that does not resolve on the host
	// (coreutils chown/chgrp/install, sudo -u/-g, crontab -u), as os/user's
	// "unknown user": the account the step rests on is missing.
	{": invalid user: \u2018", premise, "coreutils: the owner named resolves to no account on this host"},
	{": invalid group: \u2018", premise, "coreutils: the group named resolves to no group on this host"},
	{"install: invalid user \u2018", premise, "coreutils install -o: the owner named resolves to no account on this host"},
	{"install: invalid group \u2018", premise, "coreutils install -g: the group named resolves to no group on this host"},
	{"sudo: unknown user ", premise, "sudo -u: the target account does not exist on this host"},
	{"sudo: unknown group ", premise, "sudo -g: the target group does not exist on this host"},
	// A numeric ID another account holds (useradd -u, usermod -u, groupadd
	// -g, groupmod -g without -o, exit 4): this call's ID must change;
	// nothing of the step's own exists to carry forward.
	{" is not unique", invalid, "shadow-utils exit 4: the UID or GID is held by another account: choose another (or -o)"},
	{": UID '", invalid, "shadow-utils exit 4: the UID is held by another account: choose another (or -o)"},
	{": GID '", invalid, "shadow-utils exit 4: the GID is held by another group: choose another (or -o)"},
	// Privilege refusals worded without "permission denied".
	{"runuser: may not be used by non-root users", denied, "runuser(1) is for root only: the caller lacks the privilege"},
	{"passwd: You may not view or modify password information for ", denied, "passwd(1): only root may change another account's password"},
	{"passwd: Authentication token manipulation error", denied, "passwd(1) via PAM refused the change: the current password did not authenticate"},
	// cron and at: the job text or time is wrong, or there is no crontab.
	{"errors in crontab file, can't install", invalid, "crontab(1): the crontab text has a syntax error: repair it"},
	{"\nGarbled time", invalid, "at(1): the time specification cannot be parsed: repair it"},
	{"at: refusing to create job destined in the past", invalid, "at(1): the time given lies in the past: give a future time"},
	{"no crontab for ", premise, "crontab(1): the user has no crontab to list, edit or remove"},
}

func accountToolText(msg string) (Result, bool) {
	for i := range accountToolRows {
		r := &accountToolRows[i]
		j := strings.Index(msg, r.text)
		if j < 0 {
			continue
		}
		switch r.text {
		case " is currently used by process ":
			if !strings.Contains(msg[:j], ": user ") {
				continue
			}
		case ": UID '", ": GID '":
			if !strings.Contains(msg[j:], "' already exists") {
				continue
			}
		case " is not unique":
			if !strings.Contains(msg[:j], ": UID ") && !strings.Contains(msg[:j], ": GID ") {
				continue
			}
		case ": invalid user: \u2018", ": invalid group: \u2018":
			// chown's whole spec is quoted: a spec with a second colon
			// ("a:b:c") is malformed, not a missing account.
			q := msg[j+len(r.text):]
			if e := strings.Index(q, "\u2019"); e >= 0 && strings.Count(q[:e], ":") > 1 {
				continue
			}
		case "\nGarbled time":
			if !strings.HasPrefix(msg[j+len(r.text):], "\n") && len(msg) > j+len(r.text) {
				continue
			}
		}
		return verdict(r.kind, r.reason)
	}
	return Result{}, false
}
