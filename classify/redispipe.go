package classify

import "strings"

// redisPipeTally reads redis-cli --pipe's closing summary (redis-cli.c
// pipeMode: "All data transferred. Waiting for the last reply...", "Last
// reply received from server.", "errors: N, replies: M"), which follows the
// error replies it printed on the way. With 0 < N < M some commands of the
// batch failed and the rest were applied: a partial success, ambiguous, not
// the first error's reading (a WRONGTYPE) nor a retry of the whole batch,
// which would apply the good writes twice. Every reply an error (N == M)
// or none (N == 0) is left to the words. It bails out on its marker before
// any parsing.
func redisPipeTally(t string) (Result, bool) {
	i := strings.Index(t, ", replies: ")
	if i < 0 || !strings.Contains(t, "Last reply received from server.") {
		return Result{}, false
	}
	j := strings.LastIndex(t[:i], "errors: ")
	if j < 0 {
		return Result{}, false
	}
	n, w := leadingInt(t[j+len("errors: "):])
	if w == 0 || j+len("errors: ")+w != i {
		return Result{}, false
	}
	m, w2 := leadingInt(t[i+len(", replies: "):])
	if w2 == 0 || n == 0 || n >= m {
		return Result{}, false
	}
	return verdict(ambiguous, "redis-cli --pipe: some commands of the batch failed, the rest were applied (a partial success)")
}
