package classify

import "strings"

// ansibleRecapUnreachable reads an Ansible PLAY RECAP whose only failure is
// a host never reached: "host : ok=0 changed=0 unreachable=1 failed=0 ..."
// (set 1448). failed=0 reads as a clean run, but the tasks never ran on
// that host; a recap holds no more detail, and a host that could not be
// reached proves nothing but the wait (Ansible's UNREACHABLE, a connection
// that failed or timed out): transient. A recap with a failed task
// (failed=1 or more) is left to the failed task's own text, and a recap
// with unreachable=0 is no failure of this kind.
func ansibleRecapUnreachable(t string) (Result, bool) {
	if !hasFold(t, "changed=") {
		return Result{}, false
	}
	unreachable := false
	for i := range foldMatches(t, "unreachable=") {
		if i > 0 && t[i-1] != ' ' && t[i-1] != '\t' {
			continue
		}
		n, ok := numberAfter(t[i:], "unreachable=")
		if !ok {
			continue
		}
		if n > 0 {
			unreachable = true
		}
		f, ok := numberAfter(t[i:], "failed=")
		if !ok || f > 0 {
			return Result{}, false
		}
	}
	if !unreachable || !strings.Contains(t, "ok=") {
		return Result{}, false
	}
	return verdict(transient, "an Ansible recap whose hosts were unreachable and no task failed: the run never reached them: retry")
}

// ansibleRecapPartial reads an Ansible PLAY RECAP in which at least one
// host finished clean (ok=1 or more, failed=0, unreachable=0) while a
// task failed on another (set 1537, ansible-core 2.14 live:
// "good : ok=0 ... failed=1" beside "localhost : ok=1 changed=1 ...
// failed=0", exit status 2). ansible-playbook exits 2 or 4 for the run as
// a whole, but the play did its work on some hosts and not on others: a
// partial success, to be narrowed to the hosts that failed (docs:
// ansible-playbook's exit codes, the recap's per-host counts). A recap
// whose every host failed, or whose failed host is the only host, is left
// to the failed task's own text; a mix of clean and unreachable hosts with
// no failed task keeps set 1448's ruling (ansibleRecapUnreachable:
// transient, the run never reached them).
func ansibleRecapPartial(t string) (Result, bool) {
	if !hasFold(t, "changed=") || !hasFold(t, "failed=") {
		return Result{}, false
	}
	clean, failed := false, false
	for i := range foldMatches(t, "unreachable=") {
		if i == 0 || (t[i-1] != ' ' && t[i-1] != '\t') {
			continue
		}
		start := strings.LastIndexByte(t[:i], '\n') + 1
		end := strings.IndexByte(t[i:], '\n')
		if end < 0 {
			end = len(t)
		} else {
			end += i
		}
		line := t[start:end]
		if !strings.Contains(line, " : ") && !strings.Contains(line, ": ok=") {
			continue
		}
		ok, okOK := numberAfter(line, "ok=")
		u, uOK := numberAfter(line, "unreachable=")
		f, fOK := numberAfter(line, "failed=")
		if !okOK || !uOK || !fOK {
			continue
		}
		if f > 0 {
			failed = true
		} else if ok > 0 && u == 0 {
			clean = true
		}
	}
	if !clean || !failed {
		return Result{}, false
	}
	return verdict(ambiguous, "an Ansible recap in which some hosts finished and a task failed on others: a partial run, narrow to the failed hosts")
}

// ansibleAdhocSkipped reads an ad-hoc run (`ansible host -m x`) whose every
// host line is "host | SKIPPED" (set 1692, ansible-core 2.14 live:
// `ansible localhost -C -m raw -a ...` prints "localhost | SKIPPED" and
// exits 0). The module does not support check mode, or a when: was false:
// nothing ran and nothing was predicted (playbooks_checkmode), so exit 0
// says nothing about the change the call was for: ambiguous, as a host
// pattern that matched nothing. A run with any host SUCCESS, CHANGED,
// FAILED or UNREACHABLE is left to those lines.
func ansibleAdhocSkipped(t string) (Result, bool) {
	if !strings.Contains(t, " | SKIPPED") {
		return Result{}, false
	}
	skipped := false
	for _, line := range strings.Split(t, "\n") {
		i := strings.Index(line, " | ")
		if i <= 0 || strings.ContainsAny(line[:i], " \t") {
			continue
		}
		rest := line[i+3:]
		switch {
		case rest == "SKIPPED" || strings.HasPrefix(rest, "SKIPPED =>"):
			skipped = true
		case strings.HasPrefix(rest, "SUCCESS"), strings.HasPrefix(rest, "CHANGED"), strings.HasPrefix(rest, "FAILED"), strings.HasPrefix(rest, "UNREACHABLE"):
			return Result{}, false
		}
	}
	if !skipped {
		return Result{}, false
	}
	return verdict(ambiguous, "an Ansible ad-hoc run whose hosts were all skipped (check mode unsupported or a false when): nothing ran")
}
