package classify

import "strings"

// clientStatusAfterFaultName reads "ClassName: NNN message", where a
// command-line tool names its exception class and then the HTTP status:
// gsutil (and boto before it) raises one generic ServiceException for every
// status it has no class for ("ServiceException: 401 Anonymous caller does
// not have storage.objects.get access ...", "ServiceException: 409 The
// requested bucket name is not available ...", Cloud Storage's
// troubleshooting page). Such a name matches an AWS code of a server fault
// (Lambda's ServiceException, a 500), but a 4xx status written after it
// cannot be a server's fault: the status, read with the message, decides
// (set 34). A 5xx after it, or a name that is no server fault
// (AccessDeniedException: 403), is left to the code.
func clientStatusAfterFaultName(c *ctx, code, t string) (Result, bool) {
	i := strings.Index(t, code)
	if i < 0 {
		return Result{}, false
	}
	rest := t[i+len(code):]
	if !strings.HasPrefix(rest, ": ") {
		return Result{}, false
	}
	n, w := leadingInt(rest[2:])
	if w != 3 || n < 400 || n > 499 || (len(rest) > 5 && rest[5] != ' ') {
		return Result{}, false
	}
	if cr, ok := awsLookup(code); !ok || cr.kind != transient {
		return Result{}, false
	}
	return statusQuoted(c, n, code+" with the status "+itoa(n)+": ")
}
