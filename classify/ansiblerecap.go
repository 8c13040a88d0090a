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
