package classify

import "strings"

// Fossil's own command-line words (set 1746, captured live from fossil
// 2.21 run as an agent's exec tool, exit 1). Each rule is gated on
// strings.Contains of its own fixed marker.
//
//   - "current directory is not within an open check-out" (db.c
//     db_must_be_within_tree; older builds say "checkout"): the step
//     assumed an open check-out: premise, as git's "not a git repository".
//   - "cannot connect to host H:P" (http_socket.c), with clone's "server
//     returned an error - clone aborted": the server was not reached:
//     transient. Only Fossil's own line, which ends at the host and port:
//     another tool's "cannot connect to host X: certificate verify
//     failed" names its cause after the colon (the review after set 1746).
//   - open's refusal of a non-empty directory, whose hint names the flags
//     that make the call work ("use the -f (--force) option to override /
//     or the -k (--keep) option to keep local files unchanged"): invalid,
//     repair the call. A bare "is not empty" keeps its premise reading.
func fossilShapes(t string) (Result, bool) {
	switch {
	case strings.Contains(t, "not within an open check"):
		if strings.Contains(t, "not within an open check-out") || strings.Contains(t, "not within an open checkout") {
			return verdict(premise, "Fossil: the directory is not inside an open check-out; open or clone one first")
		}
	case strings.Contains(t, "cannot connect to host ") && fossilConnectLine(t):
		return verdict(transient, "Fossil could not reach the server: retry later")
	case strings.Contains(t, "use the -f (--force) option to override"):
		return verdict(invalid, "Fossil names the option (--force or --keep) that makes this call work: repair the call")
	}
	return Result{}, false
}

// fossilConnectLine reports Fossil's "cannot connect to host H:P" with
// nothing after the host and port on its line.
func fossilConnectLine(t string) bool {
	i := strings.Index(t, "cannot connect to host ")
	rest := t[i+len("cannot connect to host "):]
	if end := strings.IndexByte(rest, '\n'); end >= 0 {
		rest = rest[:end]
	}
	return rest != "" && !strings.ContainsAny(strings.TrimRight(rest, "\r "), " \t")
}
