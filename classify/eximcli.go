package classify

import "strings"

// eximCommand reads the Exim binary's own operator-side reports (set
// 1725). "Exim configuration error in line N of FILE:" (exim -bV, -C) is
// a configuration file that does not parse: an unknown main option, ACL
// verb or driver; the file is the call's input and an edit repairs it,
// invalid. "-bt" address testing's "X is undeliverable: Unrouteable
// address" (exit 2) is an address no router accepts: the mailbox is not
// there, premise.
func eximCommand(t string) (Result, bool) {
	switch {
	case strings.Contains(t, "Exim configuration error in line "):
		return Result{Kind: invalid, Reason: "exim: the configuration file has an error at the named line: edit it"}, true
	case strings.Contains(t, " is undeliverable: Unrouteable address"):
		return Result{Kind: premise, Reason: "exim -bt: no router accepts the address: the mailbox is not there"}, true
	}
	return Result{}, false
}
