package classify

import "strings"

// gitServerRefusal reads three git failures no other reader owns (set 1777,
// live git 2.39.5):
//
//   - a commit the remote does not have, asked for by id: upload-pack's
//     "remote error: upload-pack: not our ref <sha>", git submodule's
//     "Fetched in submodule path 'x', but it did not contain <sha>. Direct
//     fetching of that commit failed.", and "Server does not allow request
//     for unadvertised object <sha>": the superproject (or the step) rests
//     on a commit that was never pushed or was rewritten away: premise;
//   - a partial-clone filter the server's uploadpackfilter settings refuse
//     ("remote error: filter 'sparse:oid' not supported", "remote error:
//     tree filter allows max depth 0, but got 1"): the clone can go ahead
//     with another filter or none: invalid;
//   - a branch name that clashes with an existing branch as a path prefix
//     when git itself creates it ("fatal: cannot lock ref
//     'refs/heads/feature/login': 'refs/heads/feature' exists; cannot create
//     'refs/heads/feature/login'"): choose another name: invalid. The same
//     clash on a remote-tracking ref during a fetch ("(unable to update
//     local ref)", gitfetch.go) and a held lock file ("Unable to create
//     '...lock': File exists") keep their readings.
//
// Each case is gated on a literal git prints, so other text costs a few
// substring checks.
func gitServerRefusal(t string) (Result, bool) {
	switch {
	case strings.Contains(t, "upload-pack: not our ref"), strings.Contains(t, "Direct fetching of that commit failed"),
		strings.Contains(t, "does not allow request for unadvertised object"):
		return verdict(premise, "the remote does not have the commit asked for by id (never pushed, or rewritten away): push it or point at one it has")
	case strings.Contains(t, "remote error: ") && (strings.Contains(t, "filter allows max depth") ||
		(strings.Contains(t, "filter '") && strings.Contains(t, "' not supported"))):
		return verdict(invalid, "the server's uploadpackfilter settings refuse this partial-clone filter: use another filter or none")
	case strings.Contains(t, "cannot lock ref 'refs/heads/") && strings.Contains(t, "' exists; cannot create '") &&
		!strings.Contains(t, "unable to update local ref"):
		return verdict(invalid, "the branch name clashes with an existing branch as a path prefix (refs/heads/a and refs/heads/a/b cannot both exist): choose another name")
	}
	return Result{}, false
}
