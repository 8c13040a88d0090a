package classify

import (
	"strings"

	"github.com/rungkit/rung"
)

// Set 1585 (live Subversion 1.14.2): the svn family of commands (svn,
// svnadmin, svnserve, svnlook, svnsync, svnrdump, svnmucc) print every
// error of a chain on its own line as "svn: E155011: text", outermost
// first, with a warning's cause as "svn: warning: W160013: text". The
// number is the stable svn_errno_t of subversion/include/svn_error_codes.h,
// and the words around it often mislead: "Illegal target for the requested
// operation" (E200009) wraps a file that is missing or already versioned,
// "Unable to connect to a repository" (E170013) wraps a file:// path or an
// svnserve root that holds no repository, and "Run 'svn cleanup'" (E155004)
// sits above a database this user cannot write. So the innermost line whose
// code has a fixed meaning decides; wrappers (E170013, E200009, E200042),
// APR's errno codes (E0000xx, whose words other rules read) and codes whose
// meaning depends on the case (E175002 "Unexpected HTTP status", E160006
// "No such revision", read like git's missing revision) stay for the
// wording that follows.
var svnCodes = map[int]rung.Kind{
	135001: rung.KindInvalid,   // IO_UNKNOWN_EOL: a bad svn:eol-style value
	150000: rung.KindPremise,   // ENTRY_NOT_FOUND
	150002: rung.KindConflict,  // ENTRY_EXISTS: "is already under version control"
	155000: rung.KindPremise,   // WC_OBSTRUCTED_UPDATE: the target holds another checkout or an unversioned obstruction (set 1746)
	155004: rung.KindPremise,   // WC_LOCKED: an interrupted operation's lock; run svn cleanup
	155007: rung.KindPremise,   // WC_NOT_WORKING_COPY
	155010: rung.KindPremise,   // WC_PATH_NOT_FOUND
	155011: rung.KindPremise,   // WC_NOT_UP_TO_DATE: update first
	155015: rung.KindPremise,   // WC_FOUND_CONFLICT: resolve first
	155021: rung.KindPremise,   // WC_UNSUPPORTED_FORMAT: the client is too old for the working copy (set 1651)
	155024: rung.KindInvalid,   // WC_INVALID_RELOCATION
	155036: rung.KindPremise,   // WC_UPGRADE_REQUIRED: svn upgrade first
	155037: rung.KindPremise,   // WC_CLEANUP_REQUIRED
	160004: rung.KindPremise,   // FS_CORRUPT: svnadmin verify's checksum mismatch (set 1651)
	160013: rung.KindPremise,   // FS_NOT_FOUND
	160017: rung.KindInvalid,   // FS_NOT_FILE: a file operation on a directory
	160020: rung.KindConflict,  // FS_ALREADY_EXISTS
	160024: rung.KindPremise,   // FS_CONFLICT: the commit's base is stale
	160028: rung.KindPremise,   // FS_TXN_OUT_OF_DATE
	160033: rung.KindInvalid,   // FS_UNKNOWN_FS_TYPE: svnadmin create --fs-type (set 1651)
	160035: rung.KindPremise,   // FS_PATH_ALREADY_LOCKED: another holds the lock
	160037: rung.KindPremise,   // FS_BAD_LOCK_TOKEN
	160038: rung.KindPremise,   // FS_NO_LOCK_TOKEN
	160039: rung.KindDenied,    // FS_LOCK_OWNER_MISMATCH
	160040: rung.KindPremise,   // FS_NO_SUCH_LOCK
	160042: rung.KindPremise,   // FS_OUT_OF_DATE
	165000: rung.KindTransient, // REPOS_LOCKED: "perhaps for db recovery"
	165006: rung.KindDenied,    // REPOS_DISABLED_FEATURE: an administrator must enable it
	170001: rung.KindDenied,    // RA_NOT_AUTHORIZED
	170004: rung.KindPremise,   // RA_OUT_OF_DATE
	170009: rung.KindInvalid,   // RA_UUID_MISMATCH: switch to another repository (relocate)
	175005: rung.KindConflict,  // RA_DAV_ALREADY_EXISTS
	175007: rung.KindPremise,   // RA_DAV_PATH_NOT_FOUND
	175012: rung.KindTransient, // RA_DAV_CONN_TIMEOUT
	175013: rung.KindDenied,    // RA_DAV_FORBIDDEN
	180000: rung.KindPremise,   // RA_LOCAL_REPOS_NOT_FOUND
	180001: rung.KindPremise,   // RA_LOCAL_REPOS_OPEN_FAILED
	195007: rung.KindInvalid,   // CLIENT_IS_DIRECTORY
	195012: rung.KindPremise,   // CLIENT_UNRELATED_RESOURCES: no such path at that revision
	195013: rung.KindPremise,   // CLIENT_MISSING_LOCK_TOKEN
	195016: rung.KindPremise,   // CLIENT_NOT_READY_TO_MERGE
	195020: rung.KindPremise,   // CLIENT_MERGE_UPDATE_REQUIRED
	195022: rung.KindPremise,   // CLIENT_NO_LOCK_TOKEN: locked in another working copy
	195023: rung.KindDenied,    // CLIENT_FORBIDDEN_BY_SERVER
	200005: rung.KindPremise,   // UNVERSIONED_RESOURCE
	200031: rung.KindDenied,    // SQLITE_READONLY: this user cannot write the working copy
	205000: rung.KindInvalid,   // CL_ARG_PARSING_ERROR
	205001: rung.KindInvalid,   // CL_INSUFFICIENT_ARGS (no log message when non-interactive)
	210005: rung.KindPremise,   // RA_SVN_REPOS_NOT_FOUND
	215004: rung.KindDenied,    // AUTHN_FAILED
	220000: rung.KindDenied,    // AUTHZ_ROOT_UNREADABLE
	220001: rung.KindDenied,    // AUTHZ_UNREADABLE
	220002: rung.KindDenied,    // AUTHZ_PARTIALLY_READABLE
	220004: rung.KindDenied,    // AUTHZ_UNWRITABLE
}

const (
	svnSessionFailed = 170013 // RA_CANNOT_CREATE_SESSION
	svnUnsupported   = 200007 // UNSUPPORTED_FEATURE
	svnHookFailure   = 165001 // REPOS_HOOK_FAILURE
	svnReposBadArgs  = 165002 // REPOS_BAD_ARGS
	svnIllegalTarget = 200009 // ILLEGAL_TARGET: a wrapper, read by its words
)

// svnError reads a Subversion command's "svn: E######:" lines. A hook's
// refusal (E165001) is the repository's policy, denied, unless the hook's
// own output asks for another log message, the call's argument (invalid).
// E200007 "not supported" under a session that could not open is a URL that
// answers without being a repository (a plain web server): premise.
func svnError(t string) (Result, bool) {
	if !strings.Contains(t, "svn") {
		return Result{}, false
	}
	var (
		kind    rung.Kind
		code    int
		session bool
		found   bool
	)
	for rest := t; rest != ""; {
		line := rest
		if i := strings.IndexByte(rest, '\n'); i >= 0 {
			line, rest = rest[:i], rest[i+1:]
		} else {
			rest = ""
		}
		n, ok := svnLineCode(line)
		if !ok {
			continue
		}
		switch {
		case n == svnSessionFailed:
			session = true
		case n == svnHookFailure:
			k := rung.KindDenied
			if hasAny(rest, "log message", "commit message") {
				k = rung.KindInvalid
			}
			kind, code, found = k, n, true
		case n == svnReposBadArgs:
			// svnadmin create on a path that already holds a repository
			// ("'x' is an existing repository"): the thing to create is
			// there; the code's other uses are wrong arguments.
			kind, code, found = rung.KindInvalid, n, true
			if strings.Contains(line, "is an existing repository") {
				kind = rung.KindConflict
			}
		case n == svnUnsupported && session:
			kind, code, found = rung.KindPremise, n, true
		case n == svnIllegalTarget && strings.Contains(line, "is not under version control"):
			// svn commit naming a file never svn-added ("'x' is not under
			// version control" under E200009 itself, set 1651): the add
			// that should have come first did not, as UNVERSIONED_RESOURCE.
			kind, code, found = rung.KindPremise, n, true
		default:
			if k, ok := svnCodes[n]; ok {
				kind, code, found = k, n, true
			}
		}
	}
	if !found {
		return Result{}, false
	}
	return verdict(kind, "Subversion E"+itoa6(code)+" (svn_error_codes.h): "+svnReason(kind))
}

// svnLineCode is N from a line "svn: E######: ..." or "svnadmin: warning:
// W######: ..." (any svn* program), else false.
func svnLineCode(line string) (int, bool) {
	if i := strings.Index(line, "svn"); i < 0 || (i > 0 && line[i-1] != ' ') {
		return 0, false
	} else {
		line = line[i:]
	}
	j := strings.Index(line, ": ")
	if j < 0 || j > 16 || strings.IndexByte(line[:j], ' ') >= 0 {
		return 0, false
	}
	s := strings.TrimPrefix(line[j+2:], "warning: ")
	if len(s) < 8 || (s[0] != 'E' && s[0] != 'W') || s[7] != ':' {
		return 0, false
	}
	n := 0
	for k := 1; k < 7; k++ {
		d := s[k]
		if d < '0' || d > '9' {
			return 0, false
		}
		n = n*10 + int(d-'0')
	}
	return n, true
}

func itoa6(n int) string {
	var b [6]byte
	for i := 5; i >= 0; i-- {
		b[i] = byte('0' + n%10)
		n /= 10
	}
	return string(b[:])
}

func svnReason(k rung.Kind) string {
	switch k {
	case rung.KindPremise:
		return "the working copy or repository is not in the state the plan assumed (a missing path, a stale or locked working copy, no repository there)"
	case rung.KindConflict:
		return "what the step was to create is already there"
	case rung.KindDenied:
		return "the server, a repository hook or the file system refuses this user"
	case rung.KindInvalid:
		return "the command's arguments are wrong"
	case rung.KindTransient:
		return "a wait: the repository or connection is busy"
	}
	return "Subversion error"
}

// svnOutcome reads what svn prints at exit 0 when the command did not give
// the step what it wanted (set 1651, live 1.14.2):
//   - "Summary of conflicts:" with a non-zero "Text/Property/Tree conflicts:
//     N" count after svn update, merge or switch with --non-interactive:
//     the conflicts are postponed and the working copy must be resolved
//     before a commit (premise, as "remains in conflict"); "0 remaining (and
//     N already resolved)" is a finished resolution and is not read;
//   - svn diff's "Cannot display: file marked as a binary type." and svn
//     blame's "Skipping binary file (use --force to treat as text)": the
//     command ran and shows nothing (ambiguous, narrow with --force);
//   - svn log whose whole output is its 72-dash rule: no entry matched
//     (--search, a path or a range with no change), an empty result.
func svnOutcome(t string) (Result, bool) {
	switch {
	case strings.Contains(t, "Summary of conflicts:"):
		for _, c := range [...]string{"Text conflicts: ", "Property conflicts: ", "Tree conflicts: "} {
			i := strings.Index(t, c)
			if i < 0 {
				continue
			}
			if n, _ := leadingInt(t[i+len(c):]); n > 0 {
				return verdict(rung.KindPremise, "Subversion postponed conflicts (\"Summary of conflicts\"): the working copy must be resolved before the next step")
			}
		}
	case strings.Contains(t, "Cannot display: file marked as a binary type."),
		strings.Contains(t, "Skipping binary file (use --force to treat as text)"):
		return verdict(rung.KindAmbiguous, "Subversion showed nothing for a binary file (svn diff / svn blame): the call worked, its result is empty; narrow with --force")
	case strings.HasPrefix(t, svnLogRule):
		rest := strings.TrimSpace(strings.TrimLeft(t[len(svnLogRule):], "-"))
		if rest == "" || rest == "exit status 0" {
			return verdict(rung.KindAmbiguous, "svn log printed only its separator: no revision matched, an empty result")
		}
	}
	return Result{}, false
}

const svnLogRule = "------------------------------------------------------------------------"
