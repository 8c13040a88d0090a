package classify

import "strings"

// countLimit reads a limit on how many of something the caller may hold
// or make, worded with "too many" and "already" about the caller's own
// earlier results: Let's Encrypt (Boulder) "too many certificates (5)
// already issued for this exact set of identifiers in the last 168h0m0s",
// its older "too many certificates already issued for exact set of
// domains", "You have already created too many projects". The participle
// after "already" (alreadyDone: "issued", "created") is then no object of
// the step's found in place (conflict): the step's goal does not hold, a
// count stops it. A count over a window (the message names one, a rate
// limit or a time to retry) passes with time, transient; a standing count
// is a quota the caller must free or raise, premise (set 92).
func countLimit(t string) (Result, bool) {
	for i := range foldMatches(t, "already ") {
		rest := t[i+len("already "):]
		if matchAt(rest, 0, "been ") {
			rest = rest[len("been "):]
		}
		made := false
		for _, w := range alreadyDone {
			if participleAt(rest, w) {
				made = true
				break
			}
		}
		if !made {
			continue // "too many clients already" (PostgreSQL 53300) is left to its own rules
		}
		// "too many" in the same clause, before "already" or after it.
		start := i - 80
		if start < 0 {
			start = 0
		}
		if j := strings.LastIndexAny(t[start:i], ".;!?\n"); j >= 0 {
			start += j + 1
		}
		end := i + 80
		if end > len(t) {
			end = len(t)
		}
		if j := strings.IndexAny(t[i:end], ".;!?\n"); j >= 0 {
			end = i + j
		}
		// "the maximum number of" says the same count (Mastodon's 422
		// "Validation failed: You have already pinned the maximum number
		// of posts", set 1531).
		if !hasAny(t[start:end], "too many ", "the maximum number of ", "the maximum allowed number of ") {
			continue
		}
		if hasAny(t, "in the last ", "recently", "rate limit", "rate-limit", "ratelimit", "retry after", "try again", "per hour", "per day", "per week") {
			return Result{Kind: transient, Reason: "a count over a time window is reached (too many already made lately): wait for the window"}, true
		}
		return Result{Kind: premise, Reason: "a limit on how many the caller may hold is reached (too many already): free or raise it"}, true
	}
	return Result{}, false
}
