package classify

import "strings"

// Mercurial's own command-line words (set 1616, captured live from hg
// 6.3.2 run as an agent's exec tool, exit 255 for an abort and 1 for
// "nothing to do"). hg's texts are fixed lower-case strings, so each rule
// is gated on strings.Contains of its own marker before anything else.
//
//   - Nothing left to do (exit 1): commit's "nothing changed" (hg help
//     commit: "Returns 0 on success, 1 if nothing changed"), push's,
//     outgoing's and incoming's "no changes found" ("1 if nothing to
//     push"), rebase's "nothing to rebase", and merge's "merging with a
//     working directory ancestor has no effect": the repository (or the
//     remote) already holds what the step was to make: conflict, as git's
//     "nothing to commit" and "Everything up-to-date" (set 411). Read only
//     as a line of its own, so a tool's prose that says "no changes found
//     in ..." keeps its reading.
//   - Several heads where merge or rebase needs one (merge.py "branch '%s'
//     has %d heads - please merge with an explicit rev", rebase's "please
//     rebase to an explicit rev"): ambiguous, narrow to one revision. Its
//     "has one head - please merge with an explicit rev" has no second
//     head to pick: invalid, the call must name the revision.
//   - hg's own line for a run ended by a signal (dispatch.py "killed!" for
//     SIGTERM, "interrupted!" for SIGINT), as a tool's timeout ends an hg
//     that waits on a lock: transient, as childproc.go reads SIGKILL.
//   - A command that only an extension defines, after that extension
//     failed to load ("*** failed to import extension \"evolve\": No
//     module named 'evolve'" then "hg: unknown command 'evolve'"): the
//     installation lacks it, no spelling repairs the call: premise, as
//     Redis's unknown command of an absent module. A bare unknown command
//     stays invalid.
//   - A history rewrite of a public changeset (rewriteutil.precheck
//     "cannot %s public changesets", amend, rebase, histedit's "edit",
//     fold, uncommit; wiki Phases): the changeset is already shared and
//     may not be rewritten: premise.
func mercurialShapes(t string) (Result, bool) {
	switch {
	case strings.Contains(t, "nothing changed") || strings.Contains(t, "no changes found") || strings.Contains(t, "nothing to rebase"):
		// An abort line means the command failed before it could tell
		// (push over plain http: "abort: HTTP Error 403: ssl required"
		// with "no changes found" on stdout, set 1746): not a no-op.
		if !strings.Contains(t, "abort: ") && (hgLine(t, "nothing changed") || hgLine(t, "no changes found") || hgLine(t, "nothing to rebase")) {
			return verdict(conflict, "Mercurial had nothing to do (exit 1): the repository or the remote already holds what the step was to make")
		}
	case strings.Contains(t, "working directory ancestor has no effect"):
		return verdict(conflict, "Mercurial: the revision is already merged into the working directory's history")
	case strings.Contains(t, " heads - please "):
		return verdict(ambiguous, "Mercurial: the branch has several heads; name the one revision to merge or rebase with")
	case strings.Contains(t, "has one head - please "):
		return verdict(invalid, "Mercurial: the branch has no other head to pick; name the revision explicitly")
	case strings.Contains(t, "killed!") || strings.Contains(t, "interrupted!"):
		if hgLine(t, "killed!") || hgLine(t, "interrupted!") {
			return verdict(transient, "hg was ended by a signal (a tool's timeout, often while it waited on a lock): run it again")
		}
	case strings.Contains(t, "failed to import extension") && strings.Contains(t, "unknown command"):
		return verdict(premise, "the command comes from a Mercurial extension that failed to load: install or enable it, no spelling repairs the call")
	case strings.Contains(t, "' is inside nested repo '"):
		// hg add/commit/status of a path under a nested repository
		// (pathutil.py "path '%s' is inside nested repo %r", set 1746):
		// the path belongs to the other repository; run the call there.
		return verdict(invalid, "Mercurial: the path is inside a nested repository; run the command in that repository")
	case strings.Contains(t, "abort: cannot ") && strings.Contains(t, " public changesets"):
		return verdict(premise, "Mercurial: the changeset is public (already shared) and may not be rewritten")
	}
	return Result{}, false
}

// hgLine reports whether one line of t is line exactly (with hg's "(...)"
// hint after it allowed, as "nothing changed (1 missing files, see 'hg
// status')").
func hgLine(t, line string) bool {
	for i := 0; ; {
		j := strings.Index(t[i:], line)
		if j < 0 {
			return false
		}
		at := i + j
		end := at + len(line)
		if (at == 0 || t[at-1] == '\n') && (end == len(t) || t[end] == '\n' || strings.HasPrefix(t[end:], " (")) {
			return true
		}
		i = end
	}
}
