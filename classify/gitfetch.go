package classify

import "strings"

// gitFetchPartial reads git fetch's (and pull's) per-ref report in which
// some refs could not be written locally (" ! [new branch] x -> origin/x
// (unable to update local ref)", after "error: cannot lock ref ...", often a
// stale origin/release in the way of a new release/1.0, or a ref another
// process holds) while others were (" * [new branch]", " * [new tag]",
// "   1a2b3c4..5d6e7f8  main -> origin/main", " + 1a2b...9f8e (forced
// update)"). The fetch worked in part and its result is unusable as a
// whole: ambiguous (set 1504; git builtin/fetch.c "unable to update local
// ref"; the usual cure is git remote prune origin, then fetch again). A
// report in which no ref was written keeps its other readings.
func gitFetchPartial(t string) (Result, bool) {
	if !strings.Contains(t, "unable to update local ref") {
		return Result{}, false
	}
	written := false
	for _, line := range strings.Split(t, "\n") {
		if !strings.Contains(line, " -> ") {
			continue
		}
		l := strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(l, "!"), strings.Contains(l, "unable to update local ref"), strings.Contains(l, "[rejected]"):
		case strings.HasPrefix(l, "* ["), strings.HasPrefix(l, "+ "), fetchRange(l):
			written = true
		}
	}
	if !written {
		return Result{}, false
	}
	return verdict(ambiguous, "git fetch wrote some refs and could not write others (unable to update local ref): the result is partial; prune the stale refs and fetch again")
}

// fetchRange reports a fetch report line that starts with an updated
// range, "1a2b3c4..5d6e7f8".
func fetchRange(l string) bool {
	i := strings.Index(l, "..")
	if i < 4 {
		return false
	}
	for _, c := range l[:i] {
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return false
		}
	}
	return true
}
