package classify

import "strings"

// deadlineElapsed reads a runtime's own words for a deadline that ran out
// where the text leads with the deadline itself: tokio's time::error::Elapsed
// ("deadline has elapsed", also tokio-stream's timeout), Google's gRPC
// backends ("Deadline expired before operation could complete."),
// grpc-java's ClientCallImpl ("ClientCall started after CallOptions
// deadline was exceeded ...") and google-api-core's RetryError ("Deadline
// of 120.0s exceeded while calling target function"). Time is the variable,
// as "deadline exceeded" (set 824). The deadline must open the message or a
// clause (after a colon, a line break or "CallOptions"): a business deadline named by what
// it bounds ("the submission deadline has passed", "payment deadline
// expired") is a state of the world, not a timer, and keeps its reading.
func deadlineElapsed(t string) bool {
	l := strings.ToLower(t)
	for i := strings.Index(l, "deadline"); i >= 0; {
		pre := strings.TrimRight(l[:i], " \t")
		lead := pre == "" || strings.HasSuffix(pre, ":") || strings.HasSuffix(pre, "\n") || strings.HasSuffix(pre, "calloptions")
		rest := l[i+len("deadline"):]
		if lead && (strings.HasPrefix(rest, " has elapsed") || strings.HasPrefix(rest, " elapsed") ||
			strings.HasPrefix(rest, " expired before") || strings.HasPrefix(rest, " was exceeded") ||
			strings.HasPrefix(rest, " of ") && strings.Contains(rest, "s exceeded while calling")) {
			return true
		}
		j := strings.Index(rest, "deadline")
		if j < 0 {
			break
		}
		i += len("deadline") + j
	}
	return false
}
