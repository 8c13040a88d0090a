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
// any parsing. A redis-cli MULTI/EXEC transcript whose EXEC replies mix
// errors and successes reads the same way (redisExecPartial, set 1611).
func redisPipeTally(t string) (Result, bool) {
	if strings.Contains(t, "QUEUED") && redisExecPartial(t) {
		return verdict(ambiguous, "redis-cli MULTI/EXEC: some queued commands failed, the rest were applied (no rollback; a partial success)")
	}
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

// redisExecPartial reads a redis-cli transcript of a MULTI/EXEC block
// (each queued command answered "QUEUED", then EXEC's replies, one a line:
// "OK\nQUEUED\nQUEUED\nOK\nWRONGTYPE ..." when stdout is no terminal,
// "1) OK\n2) (error) ERR ..." when it is). Redis runs every queued command
// and rolls nothing back, so replies that hold both an error and a success
// after the last QUEUED are a partial success, ambiguous, as --pipe's tally
// (redis.io develop/interact/transactions "Errors inside a transaction").
// EXECABORT (nothing ran), every reply an error, and no error are left to
// the words. It bails out on its marker before any splitting.
func redisExecPartial(t string) bool {
	i := strings.LastIndex(t, "QUEUED")
	if i < 0 || (i > 0 && t[i-1] != '\n') || strings.Contains(t, "EXECABORT") {
		return false
	}
	rest := t[i+len("QUEUED"):]
	if len(rest) == 0 || (rest[0] != '\n' && rest[0] != '\r') {
		return false
	}
	errs, oks := 0, 0
	for _, line := range strings.Split(rest, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "exit status ") {
			continue
		}
		// redis-cli's terminal form numbers EXEC's replies: "2) ".
		if n, w := leadingInt(line); w > 0 && n > 0 && strings.HasPrefix(line[w:], ") ") {
			line = line[w+2:]
		}
		if redisErrorReplyLine(line) {
			errs++
		} else {
			oks++
		}
	}
	return errs > 0 && oks > 0
}

// redisErrorReplyLine: a reply line as redis-cli prints an error reply,
// "(error) ..." on a terminal, else the reply's own upper-case code word
// (ERR, WRONGTYPE, OOM, NOSCRIPT ...) before a space.
func redisErrorReplyLine(line string) bool {
	if strings.HasPrefix(line, "(error) ") {
		return true
	}
	sp := strings.IndexByte(line, ' ')
	if sp < 3 {
		return false
	}
	for k := 0; k < sp; k++ {
		if line[k] < 'A' || line[k] > 'Z' {
			return false
		}
	}
	return true
}
