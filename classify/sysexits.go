package classify

import "strings"

// Set 1549: a command's exit status from sysexits.h, read only where no
// preset recognised its words. BSD's sysexits(3) gives a program's exit
// codes fixed meanings that sendmail, postfix, many daemons and CLIs (and
// Python's os.EX_* constants) follow: 64 EX_USAGE "the command was used
// incorrectly", 65 EX_DATAERR "the input data was incorrect", 66
// EX_NOINPUT "an input file did not exist or was not readable", 75
// EX_TEMPFAIL "temporary failure ... the user is invited to retry later",
// 77 EX_NOPERM "did not have sufficient permission". The other codes
// (69 EX_UNAVAILABLE, 70 EX_SOFTWARE, 78 EX_CONFIG...) are catch-alls and
// stay unknown, and any words a preset reads keep their reading over the
// code (curl's 77 and 66 are its own, and say so in its text).
func sysexitsStatus(c *ctx) (Result, bool) {
	n := c.status
	if !strings.EqualFold(c.proto, "exec") {
		n = goExitStatus(c.message)
	}
	switch n {
	case 64:
		return verdict(invalid, "exit 64 (sysexits EX_USAGE): the command was used incorrectly: fix the command line")
	case 65:
		return verdict(invalid, "exit 65 (sysexits EX_DATAERR): the input data was incorrect: fix the input")
	case 66:
		return verdict(premise, "exit 66 (sysexits EX_NOINPUT): an input file does not exist or is not readable")
	case 75:
		return verdict(transient, "exit 75 (sysexits EX_TEMPFAIL): a temporary failure: retry later")
	case 77:
		return verdict(denied, "exit 77 (sysexits EX_NOPERM): the command lacks the permission it needs")
	}
	return Result{}, false
}

// goExitStatus is N from a message that opens with os/exec's ExitError
// text "exit status N", else 0.
func goExitStatus(msg string) int {
	const p = "exit status "
	if !strings.HasPrefix(msg, p) {
		return 0
	}
	n, _ := leadingInt(msg[len(p):])
	return n
}
