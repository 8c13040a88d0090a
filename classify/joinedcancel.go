package classify

import "strings"

// joinedCancel reads a Go errors.Join (one error a line) in which some
// lines are only the context's end ("context canceled", "context deadline
// exceeded", bare or as a call's cause: `Get "...": context canceled`) and
// the others are a real failure: a group of calls whose first real failure
// cancelled the rest, or a deadline that expired while the step was already
// failing (errgroup, a fan-out that collects its errors with errors.Join).
// The cancellation is the by-product; the other lines are the cause, so
// they decide, as they would alone (set 1466, live Go 1.26: "context
// deadline exceeded\nopen ...: no such file or directory" is the missing
// file's premise, not a wait). A text whose every line is a cancellation,
// or whose other lines read nothing, keeps its reading.
// pkg.go.dev/errors#Join: "the error formats as the concatenation of the
// strings obtained by calling the Error method of each element of errs,
// with a newline between each string".
func joinedCancel(c *ctx) (Result, bool) {
	t := c.text
	if strings.IndexByte(t, '\n') < 0 || !strings.Contains(t, "context ") {
		return Result{}, false
	}
	var rest strings.Builder
	cancels := 0
	for line := range strings.SplitSeq(t, "\n") {
		l := strings.TrimSpace(line)
		if l == "" {
			continue
		}
		if contextEndLine(l) {
			cancels++
			continue
		}
		if rest.Len() > 0 {
			rest.WriteByte('\n')
		}
		rest.WriteString(l)
	}
	if cancels == 0 || rest.Len() == 0 {
		return Result{}, false
	}
	w := Classify(Input{Protocol: c.proto, Message: rest.String()})
	if w.Kind == unk {
		return Result{}, false
	}
	w.Reason = "errors.Join of a cancellation and a failure; the failure decides: " + w.Reason
	return w, true
}

// contextEndLine: the line is only a context's end, bare or as the cause
// a call reports (net/http's `Get "url": context canceled`, net's "dial
// tcp ...: operation was canceled" is left to its own reading).
func contextEndLine(l string) bool {
	for _, end := range [...]string{"context canceled", "context deadline exceeded"} {
		if strings.EqualFold(l, end) {
			return true
		}
		if len(l) > len(end)+2 && strings.EqualFold(l[len(l)-len(end)-2:], ": "+end) {
			return true
		}
	}
	return false
}
